# Terrible Swift Sword played through the engine: the loss ledger routes a
# loss onto the tracks (10.86, 13.83, 18.92, 12.34, 22.11), the AAAT is
# counted down by batteries firing, caissons and a supply train (12.31,
# 12.35, 23.3), Demoralization latches over the scenario's level, victory
# is read off the VP ratio and moved by it, the Fire CRT's column takes
# at most two columns of shift, and every scenario plays from its first
# turn to its last through `next`, its Thoroughfare-Only turns with no
# combat step and Pickett's cannonade with only the artillery phases.

$ adjutant --session l.adj -c 'new terrible-swift-sword third-day' > /dev/null 2>&1; adjutant --session l.adj -c 'loss csa infantry 3'
Confederate loss: infantry killed or wounded, 3 strength points (TSS 10.86, 22.11):
  Casualties (men) (confederate) 0 -> 300: infantry killed or wounded, 3 strength points.
  Victory Points (union) 0 -> 3: infantry killed or wounded, 3 strength points.

A battery counts 100 men once it is wholly gone; it scores no VP:

$ adjutant --session l.adj -c 'loss union battery 1'
Union loss: battery eliminated, 1 battery (TSS 10.86):
  Casualties (men) (union) 0 -> 100: battery eliminated, 1 battery.

Confederate horse artillery counts its guns until the tenth (18.92):

$ adjutant --session l.adj -c 'loss csa horse-artillery-guns 9' -c 'loss csa horse 1' | grep -v '^Confederate loss'
  Horse artillery guns lost (confederate) 0 -> 9: Confederate horse artillery guns lost, 9 guns.
  Casualties (men) (confederate): nothing yet (each 10 counts 100)
  Horse artillery guns lost (confederate) 9 -> 10: Confederate horse artillery guns lost, 1 gun.
  Casualties (men) (confederate) 300 -> 400: Confederate horse artillery guns lost, 1 gun (each 10 counted: 100).

Guns captured: on the captured-guns box, three rounds each off the AAAT
of the side that lost them, a VP each to the captor:

$ adjutant --session l.adj -c 'loss union guns-captured 3'
Union loss: guns captured, 3 guns (TSS 10.88, 12.34, 22.11):
  Guns captured (union) 0 -> 3: guns captured, 3 guns.
  AAAT (Union) 445 -> 436: guns captured, 3 guns.
  Victory Points (confederate) 0 -> 3: guns captured, 3 guns.

A caisson explodes on a 1, and the second roll times three is lost (12.35):

$ adjutant --session l.adj -c 'ammo csa caisson roll=1,4' -c 'ammo csa caisson roll=3'
Caisson check for the Confederate: rolled 1, then 4: 4 x 3 (TSS 12.35)
  AAAT (Confederate) 180 -> 168: caisson check.
Caisson check for the Confederate: rolled 3, nothing happens (1 needed) (TSS 12.35)

$ adjutant --session l.adj -c 'ammo union fire 16' | tail -1
  AAAT (Union) 436 -> 420: batteries firing.

A supply train hit is the optional ammunition rule's (23.3):

$ adjutant --session l.adj -c 'ammo union train-hit roll=4'
train-hit: only with the rule option advanced-ammo, which this game was not started with
[1]

$ adjutant --session o.adj -c 'new terrible-swift-sword third-day +advanced-ammo' > /dev/null 2>&1; adjutant --session o.adj -c 'ammo union train-hit roll=4'
Supply Train hit by artillery for the Union: rolled 4: 4 x 3 (TSS 23.3)
  AAAT (Union) 110 -> 98: Supply Train hit by artillery.

A scenario that does not count rounds says so:

$ adjutant --session f.adj -c 'new terrible-swift-sword first-day' > /dev/null 2>&1; adjutant --session f.adj -c 'ammo csa fire 2'
batteries firing: the Confederate has no aaat track in this scenario (its ammunition is not counted)
[1]

Bad input is refused in one line, naming what was expected:

$ adjutant --session l.adj -c 'loss csa bogus 1'
"bogus" is no kind of loss: expected infantry, captured-infantry, cavalry, captured-cavalry, battery, guns-captured, horse-artillery-guns, leader-wounded, leader-killed, captured-major-general, captured-brigadier, left-on-map, battery-overrun, captured-colonel
[1]

$ adjutant --session l.adj -c 'loss csa infantry 0'
"0": expected how many were lost, a whole number from 1 to 100000
[1]

$ adjutant --session l.adj -c 'loss prussia infantry 1'
"prussia" is not a side: expected confederate or union
[1]

A leader wounded by artillery fire (17.4) is worth 3 VP to the enemy:

$ adjutant --session l.adj -c 'lookup leader-casualty "Artillery fire" roll=11' | tail -1; adjutant --session l.adj -c 'loss union leader-wounded 1' | tail -1
  Wounded: The leader is wounded: to the Leader Casualty Box (TSS 17.4)
  Victory Points (confederate) 3 -> 6: leader wounded, 1 leader.

Demoralization in the Third Day is over 10,000 men lost, casualties and
captures (28.47): reaching 10,000 is not enough ("over"; 22.31's example
says "when that side has lost": we follow the scenario's rule).

$ adjutant --session l.adj -c 'track casualties.confederate =9900' -c 'loss csa infantry 1' | grep -c Demoralized
0
[1]

$ adjutant --session l.adj -c 'loss csa captured-infantry 1' | tail -1
Demoralized (confederate): over 10,000 men lost: its units rout on any casualty, it starts no melee, and the victory level moves one against it (TSS 28.47)

Once set it stays set, whatever the tracks do after:

$ adjutant --session l.adj -c 'track casualties.confederate =0' -c status | grep 'Demoralized (confederate)'
Demoralized (confederate): yes

The undo of the command that set it takes it back:

$ adjutant --session l.adj -c undo -c undo -c status | grep 'Demoralized (confederate)'
Demoralized (confederate): no

Victory is the ratio of the Confederate VP to the Union VP (28.46, 28.16):

$ adjutant --session v.adj -c 'new terrible-swift-sword third-day' > /dev/null 2>&1; adjutant --session v.adj -c 'track vp.confederate =175' -c 'track vp.union =100' -c victory | tail -3
  Confederate VP 175 / Union VP 100: 1.75 to 1
  By the ratio: Confederate Decisive Victory
If it ended now: Confederate Decisive Victory (1.75 to 1; TSS 28.46)

$ adjutant --session v.adj -c 'track vp.union =140' -c victory | tail -1
If it ended now: Confederate Marginal Victory (1.25 to 1; TSS 28.46)

$ adjutant --session v.adj -c 'track vp.confederate =112' -c victory | tail -1
If it ended now: Union Decisive Victory (0.80 to 1; TSS 28.46)

$ adjutant --session v.adj -c 'track vp.confederate =113' -c victory | tail -1
If it ended now: Union Marginal Victory (0.81 to 1; TSS 28.46)

A Demoralized side's level drops one (22.35):

$ adjutant --session v.adj -c 'track vp.confederate =175' -c 'track vp.union =100' -c 'track demoralized.confederate =1' -c victory | tail -3
  Demoralized (confederate): the level moves 1 place down the list (TSS 22.35)
  After the moves: Confederate Substantive Victory
If it ended now: Confederate Substantive Victory (1.75 to 1; TSS 28.46)

Both Demoralized: the moves cancel:

$ adjutant --session v.adj -c 'track demoralized.union =1' -c victory | tail -2
  The moves cancel: the level stays.
If it ended now: Confederate Decisive Victory (1.75 to 1; TSS 28.46)

A zero divisor is said, with how it is read:

$ adjutant --session v.adj -c 'track vp.union =0' -c victory | grep -E 'zero|ended'
  A zero divisor: with no Union VP, any Confederate VP is above every ratio (a Confederate Decisive Victory); with none on either side the ratio is taken as 1 to 1
If it ended now: Confederate Decisive Victory (175 to 0, above every level; TSS 28.46)

The Fire CRT column is found from the strength before the table is
imported; terrain shifts it, never more than two columns (10.47):

$ adjutant --session v.adj -c 'lookup fire-crt column=4 woods' | sed -n 2,4p
  shift: Target in a Woods hex, 1 left (TSS 10.43)
  net shift: 1 left
  Total fire strength: "1-3" (after the shift)

$ adjutant --session v.adj -c 'lookup fire-crt column=16 woods ridge breastwork weapon' | grep -E 'limited|strength:'
  net 4 left on the Total fire strength: limited to 2 left (TSS 10.47)
  Total fire strength: "7-9" (after the shift)

The melee differential, clamped to the CRT's columns (13.5):

$ adjutant --session v.adj -c 'compute melee-differential att=6 def=4' -c 'compute melee-differential att=1 def=9' -c 'compute melee-differential att=12 def=2'
Melee differential (column) (TSS 13.5): 2
Melee differential (column) (TSS 13.5): -4
Melee differential (column) (TSS 13.5): 7

Every scenario plays from its first turn to its last through `next`:

$ for sc in first-day second-day little-round-top third-day picketts-charge grand-battle; do adjutant --session $sc.adj -c "new terrible-swift-sword $sc" > /dev/null 2>&1; yes next | head -3000 | adjutant --session $sc.adj - 2>/dev/null | grep -c 'Game over'; adjutant --session $sc.adj -c status | sed -n 2p; done
1
Turn 29 of 29 (1700 Jul 1)   Phase: Game-Turn Record Interphase
1
Turn 40 of 40 (2300 Jul 2; game turn 97)   Phase: Game-Turn Record Interphase
1
Turn 10 of 10 (1900 Jul 2; game turn 91)   Phase: Game-Turn Record Interphase
1
Turn 21 of 21 (1940 Jul 3; game turn 149)   Phase: Game-Turn Record Interphase
1
Turn 12 of 12 (1640 Jul 3; game turn 140)   Phase: Game-Turn Record Interphase
1
Turn 149 of 149 (1940 Jul 3)   Phase: Game-Turn Record Interphase

A Thoroughfare-Only turn has no combat step (20.2):

$ adjutant --session grand-battle.adj -c log | grep 'phase   Turn 39 (' | sed 's/^ *[0-9]* *//'
2100 Jul 1 phase   Turn 39 (2100 Jul 1): First Player-Turn: A. Initial Command Phase
2100 Jul 1 phase   Turn 39 (2100 Jul 1): First Player-Turn: D. Movement Phase
2100 Jul 1 phase   Turn 39 (2100 Jul 1): First Player-Turn: J. Final Command Phase
2100 Jul 1 phase   Turn 39 (2100 Jul 1): Second Player-Turn: A. Initial Command Phase
2100 Jul 1 phase   Turn 39 (2100 Jul 1): Second Player-Turn: D. Movement Phase
2100 Jul 1 phase   Turn 39 (2100 Jul 1): Second Player-Turn: J. Final Command Phase
2100 Jul 1 phase   Turn 39 (2100 Jul 1): Game-Turn Record Interphase

Pickett's cannonade, 1300 to 1440, plays only the artillery phases (28.48):

$ adjutant --session picketts-charge.adj -c log | grep 'phase   Turn 1 (' | sed 's/^.*: \([A-Z]\)\. .*$/\1/; s/^.*Interphase$/interphase/' | tr '\n' ' '
B C B C interphase 
$ adjutant --session picketts-charge.adj -c log | grep -c 'phase   Turn 7 ('
19

While a side is Demoralized, the steps it bears on say so (22.33):

$ adjutant --session d.adj -c 'new terrible-swift-sword third-day' > /dev/null 2>&1; adjutant --session d.adj -c 'next first-melee' | grep -c Demoralized; adjutant --session d.adj -c 'track demoralized.confederate =1' -c 'next interphase' -c next -c 'next first-melee' | grep 'Demoralized:'
0
  The Confederate is Demoralized: it starts no melee.
  The Confederate is Demoralized: a unit of it that takes a casualty in a melee routs at once, with no roll and no leader's help.

Registers: records kept per brigade or battery, with their optional rules
(23.21, 26.4). A battery's rounds, added in play, start full:

$ adjutant --session r.adj -c 'new terrible-swift-sword third-day +advanced-ammo' > /dev/null 2>&1; adjutant --session r.adj -c 'register battery-supply add "A, 2 US" union 8' -c 'register battery a-2 rounds -1' -c 'register battery a-2 rounds =0' -c 'register battery-supply'
“A, 2 US” added to the battery-supply register (Union).
“A, 2 US”, rounds: 8 -> 7 of 8.
“A, 2 US”, rounds: 7 -> 0 of 8.
  “A, 2 US”: has no rounds left: it fires no more until the Supply Train refills it (TSS 23.22)
  “A, 2 US”, Union: rounds 0/8

$ adjutant --session r.adj -c status | grep 'A, 2 US'
“A, 2 US” (Union): has no rounds left: it fires no more until the Supply Train refills it

A register of an option the game lacks is not kept:

$ adjutant --session r.adj -c 'register bce'
bce: kept only with the rule option bce, which this game was not started with
[1]

$ adjutant --session r.adj -c 'register battery a-2 rounds x'
"x": expected +N, -N or =N
[1]

The Brigade Combat Effectiveness Record comes filled in from the text
(26.4). Hays' brigade may lose eleven points and stay effective; the
twelfth loses it (the example of 26.12):

$ adjutant --session b.adj -c 'new terrible-swift-sword second-day +bce' > /dev/null 2>&1; adjutant --session b.adj -c 'register bce hays' -c 'register bce hays losses +11' -c 'register bce hays losses +1'
  Hays (Early, II Corps), Confederate: points lost 0/12
Hays (Early, II Corps), points lost: 0 -> 11 of 12.
Hays (Early, II Corps), points lost: 11 -> 12 of 12.
  Hays (Early, II Corps): has lost its combat effectiveness for good: none of its units starts a melee, and one of them routing within its officer's command routs the others there (TSS 26.21)

$ adjutant --session b.adj --json -c 'register bce' | grep -o '"id":"[^"]*"' | wc -l
102

A side keeps its own records:

$ adjutant --session b.adj --side union -c 'register bce hays losses -1'
the Union view acts for its own side only: this is for the Confederate
[1]

The optional ammunition rule puts each side's Supply Train rounds on the
AAAT at the scenario's own level (28.24, 28.44, 28.56), where the basic
game may have none; a battery then spends its own rounds (23.22):

$ adjutant --session s2.adj -c 'new terrible-swift-sword second-day' > /dev/null 2>&1; adjutant --session s2.adj -c status | grep -c AAAT; adjutant --session s3.adj -c 'new terrible-swift-sword second-day +advanced-ammo' > /dev/null 2>&1; adjutant --session s3.adj -c status | grep AAAT
0
AAAT (Confederate): 200  (the Supply Train's rounds)
AAAT (Union): 365  (the Supply Train's rounds)

$ adjutant --session s3.adj -c 'ammo csa fire 3'
batteries firing: each battery spends a round of its own Supply Strength: `register battery-supply NAME rounds -1` (TSS 23.22)
[1]

A Colonel captured is worth 2 1/2 VP (22.11 item 6): the whole points go
on the VP track, the half is kept and counted by the ratio:

$ adjutant --session h.adj -c 'new terrible-swift-sword third-day' > /dev/null 2>&1; adjutant --session h.adj -c 'track vp.confederate =100' -c 'track vp.union =80' -c 'loss union captured-colonel 1' -c victory | grep -E 'VP [0-9]|->'
Victory Points (confederate) 0 -> 100
Victory Points (union) 0 -> 80
  Victory Points (confederate) 100 -> 102: Colonel captured, 1 leader.
  Colonels captured (union) 0 -> 1: Colonel captured, 1 leader.
  Confederate VP 102.5 / Union VP 80: 1.28 to 1

$ adjutant --session h.adj -c 'loss union captured-colonel 1' -c victory | grep -E 'VP [0-9]|confederate\)'
  Victory Points (confederate) 102 -> 104: Colonel captured, 1 leader.
  Victory Points (confederate) 104 -> 105: Colonel captured, 1 leader (each 2 counted: 1).
  Confederate VP 105 / Union VP 80: 1.31 to 1

Objectives (28.26): the players judge who holds each at the end and say so
with `control`; the ratio adds what each side holds:

$ adjutant --session ob.adj -c 'new terrible-swift-sword second-day' > /dev/null 2>&1; adjutant --session ob.adj -c 'track vp.confederate =100' -c 'track vp.union =100' -c 'control cem csa' -c 'control little union' -c victory | grep -E 'held|VP [0-9]'
Hex Cemetery Hill now held by confederate.
Hex Little Round Top now held by union.
  Confederate VP 200 / Union VP 150: 1.33 to 1

$ adjutant --session ob.adj -c 'control cem union' -c victory | tail -1
If it ended now: Union Decisive Victory (0.50 to 1; TSS 28.27)

$ adjutant --session ob.adj -c 'compute exit-vp units=3'
Confederate units exited through Staging Area 6 (TSS 28.26): 30

A latched flag is also in `status --json` under "flags":

$ adjutant --session l.adj --json -c status | grep -o '"flags":{[^}]*}'
"flags":{"demoralized.confederate":false,"demoralized.union":false}

Fire strength: each halving drops its fraction, then the range multiple
read off the player's own chart (typed xN); the column takes the
target's shifts. The rulebook's example (10.47): 16 points at a C-type
unit behind a Ridge in Woods: three shifts left, but two at most:

$ adjutant --session v.adj -c 'fire 16 ridge woods weapon-bcsp' | sed -n 2p; adjutant --session v.adj -c 'fire 16 ridge woods weapon-bcsp' | grep -E 'limited|strength: "'
  Total fire strength: 16 = 16 SP
  net 3 left on the Total fire strength: limited to 2 left (TSS 10.47)
  Total fire strength: "7-9" (after the shift)

$ adjutant --session v.adj -c 'fire 7@vs-infantry,x4 woods' | sed -n 2p
  Total fire strength: 7 -> 3 (Artillery firing at infantry or dismounted cavalry) -> 12 (x4) = 12 SP

Melee: each side's strength unit by unit (a charge doubles, Reserve and
routed halve, routed never under 1), once for a side a leader and the
defender's terrain, then the attacker's total less the defender's (13.5).
The rulebook's example: five against eight adjusted points is -3:

$ adjutant --session v.adj -c 'close 5 vs 8' | grep -E 'differential: "'
  Melee strength differential: "-3"

$ adjutant --session v.adj -c 'close 4@charge 3 leader vs 5@reserve terrain' | sed -n 2p
  Melee strength differential: 4 -> 8 (Mounted cavalry charging) + 3 | vs: 5 -> 2 (In Reserve, defending); attacker 11 +1 (A leader in the stack) = 12, defender 2 +1 (Every attacker crosses a stream, ridge, stone wall or breastwork hexside) = 3: 12 - 3 = 9 SP

$ adjutant --session v.adj -c 'close 3 vs 1@routed' -c 'close 1 vs 9' -c 'close 12 vs 2' | grep -E 'differential: "'
  Melee strength differential: "+2"
  Melee strength differential: "-4"
  Melee strength differential: "+7"

$ adjutant --session v.adj -c 'close 3 4'
usage: close ATTACKER-SP... vs DEFENDER-SP... (each side's units, with @modifiers)
[1]

A brigade's morale rating (errata 14.21) picks the rout table's column: the
brigade may be named for its letter. The table itself is your player
aid's; this TEST-ONLY copy holds no real cell (all o, one R):

$ printf 'die,A,B,C,D,E\n1,o,o,o,o,o\n2,o,o,o,o,o\n3,o,o,o,o,o\n4,o,o,o,o,o\n5,o,o,o,o,o\n6,o,o,o,o,R\n' > rout-test.csv; adjutant --session v.adj -c 'table import terrible-swift-sword.rout rout-test.csv' > /dev/null; adjutant --session v.adj -c 'lookup rout kershaw roll=4 leader' | head -4
  Kershaw's Brigade: rating C (TSS 14.21)
Morale/Rout Table (TSS 14.25, your imported copy) [some values uncertain in the rulebook]
  die modifier: A leader in the hex, -1 (TSS 14.24)
  roll 1d6: 4 (real dice)

More bad input, each refused in one line with nothing recorded:

$ adjutant --session l.adj -c 'ammo csa fire 0'
"0": expected how many, 1 to 1000
[1]

$ adjutant --session l.adj -c 'ammo csa caisson 2'
"2": expected roll=N,M (real dice) or nothing
[1]

$ adjutant --session l.adj -c 'ammo csa caisson roll=7'
roll=7: 7 is not a d6 roll: it reads 1 to 6
[1]

$ adjutant --session l.adj -c 'ammo csa bogus'
"bogus" is no ammunition event: expected fire, caisson, train-hit
[1]

$ adjutant --session l.adj -c 'register nosuch'
"nosuch" is no register: expected bce, battery-supply
[1]

$ adjutant --session r.adj -c 'register battery add X prussia' -c 'register battery add X union 0'
"prussia" is not a side: expected confederate or union
"0": expected its limit, 1 to 1000
[1]

$ adjutant --session l.adj -c 'fire 6@nosuch'
"nosuch" is not a strength modifier of Fire strength
[1]

`loss` alone lists each kind and where it goes:

$ adjutant --session l.adj -c loss | grep -A1 '^  horse-artillery-guns'
  horse-artillery-guns   Confederate horse artillery guns lost, counted in guns
      its casualties +100 each 10 counted on horse-guns-lost, for the side confederate (18.92)
