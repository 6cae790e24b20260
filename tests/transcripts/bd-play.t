# Bloodiest Day at the table: the Action Phase in impulses (3.0), the
# Advantage (10.2), leaders (5.x, 8.7), losses and victory (2.2).

$ adjutant --session p.adj -c 'new bloodiest-day historical' > /dev/null; adjutant --session p.adj -c status | tail -4
Casualty Points Inflicted (confederate): 0
Advantage: Confederate
Active leaders: Hooker, Mansfield
If it ended now: Everybody loses: both sides Loss (2.2.2)

The Union has the first impulse of turn 1, and checks before anything
else: at impulse 0 any roll goes on.

$ adjutant --session p.adj -c 'next roll=2' | tail -8
Impulse 0: Union.
Union Impulse Check (BD 3.0)
  roll 2d6: 2 (real dice)
  Roll minus impulse number: 2 - 0 = 2
  row "DR > N": Continue
Result: Continue
  Continue: The Action Phase goes on after this impulse (BD 3.0)
  The Action Phase goes on after this impulse.

A Union leader other than McClellan, Hooker and Mansfield needs an active
McClellan (5.3.2); a leader is activated in his own side's impulse.

$ adjutant --session p.adj -c 'activate sumner'
Sumner is activated only by an active McClellan, and McClellan is inactive
[1]

Activating a leader is the whole impulse (3.0 #2, 5.3): a second
activation, or a combat, waits for another impulse.

$ adjutant --session p.adj -c 'activate mcclellan' -c 'activate sumner'
McClellan activated (BD 5.3.2).
an impulse holds 1 leader activation and this one has had it (BD 5.3): `next` ends it
[1]

$ adjutant --session p.adj -c 'assault lead=3 units=1 dlead=2 tem=2 roll=9,5'
this impulse was spent activating a leader: no Assault in it (BD 5.3), unless an active leader did the activating; `next` ends it
[1]

$ adjutant --session p.adj -c 'activate lee'
it is the Union's impulse: Lee is activated in a Confederate impulse
[1]

$ adjutant --session p.adj -c 'activate hooker'
Hooker is already active
[1]

$ adjutant --session p.adj -c 'activate napoleon'
no leader "napoleon": `leaders` lists them
[1]

$ adjutant --session p.adj -c 'activate franklin'
Franklin is not on the map yet (he arrives with his units from a later turn: `schedule` in `status`)
[1]

The Confederates hold the Advantage; a free impulse follows their own
impulse and does not move the Impulse Track.  The marker then goes to
the Union, which cannot use the Confederate-only deactivation.

$ adjutant --session p.adj -c 'next' | tail -1
Impulse 1: Confederate.

$ adjutant --session p.adj -c 'use free-impulse' -c 'next' | tail -3
The Confederate side uses the Advantage: Free impulse after a regular one (Impulse Track not moved); it goes to the other side (BD 10.2).
Advantage: held by the Union side.
Impulse 1: Confederate (free impulse).

$ adjutant --session p.adj --json -c status | grep -o '"impulse":{[^}]*}\|"markers":{[^}]*}\|"impulse":[0-9]*'
"impulse":{"side":"confederate","passes":0,"last":false,"free":true,"free_next":false}
"markers":{"advantage":"union"}
"impulse":1

$ adjutant --session p.adj -c 'use free-impulse'
a free impulse follows one of the holder's own impulses, and this is the Confederate's
[1]

$ adjutant --session p.adj -c 'use deactivate hooker'
only the Confederate side may use the Advantage to Deactivate an active Union leader, at any time, and the Union side holds it
[1]

$ adjutant --session p.adj -c 'use nosuch'
the Advantage has no use "nosuch": `marker` lists them
[1]

A pass, then the other side's pass: the phase is over.

$ adjutant --session p.adj -c pass -c 'pass' | tail -3
2 passes in succession: the Action Phase is over (BD 3.0).
Rally & Reorganization Phase: Rally (BD 9.2)
  First the Confederates, then the Union, turn every Spent unit back to Fresh; enemy in the area does not stop it.

$ adjutant --session p.adj -c 'next end' -c 'next roll=5' | grep -v '^  '
(passed Rally & Reorganization Phase: Reorganize)
(passed Rally & Reorganization Phase: Replacement Leaders)
End Phase (BD 3.0)
Turn 2 of 7 (0730-0930) begins.
Union Long-Range Bombardment Phase (BD 3.0)
(roll=5 was not needed: no roll at this step)

From turn 2 the Confederates go first.  At impulse 1 (Union), with the
Confederates holding area 1 (DRM -1), a DR of 2 makes 1, not more than 1:
this is the last impulse, and `next` ends the phase.

$ adjutant --session p.adj -c 'control 1 csa' -c 'next' | grep Impulse
  The sides take impulses in turn. In an impulse: activate one leader, or have an active leader activate one area, or pass. `next` closes the impulse, `pass` passes. Before anything else in each Union impulse, the Union rolls against the Impulse Track.
Impulse 0: Confederate.

$ adjutant --session p.adj -c 'next roll=2' | tail -4
  row "DR <= N": Last
Result: Last
  Last: The Action Phase ends when this Union impulse ends (BD 3.0)
  The Action Phase ends after this impulse (BD 3.0).

$ adjutant --session p.adj -c 'next' | head -2
That was the last impulse: the Action Phase is over (BD 3.0).
Rally & Reorganization Phase: Rally (BD 9.2)

The Union spends the Advantage on a ford; back with the Confederates, it
deactivates Hooker at any time.  A leader cannot be deactivated twice.

$ adjutant --session p.adj -c 'use find-ford' | tail -1
Advantage: held by the Confederate side.

$ adjutant --session p.adj -c 'use deactivate hooker'
Hooker deactivated: Advantage (BD 10.2).
The Confederate side uses the Advantage: Deactivate an active Union leader, at any time; it goes to the other side (BD 10.2).
Advantage: held by the Union side.

$ adjutant --session p.adj -c 'deactivate hooker failed-assault'
Hooker is already inactive
[1]

$ adjutant --session p.adj -c 'use deactivate lee'
only the Confederate side may use the Advantage to Deactivate an active Union leader, at any time, and the Union side holds it
[1]

$ adjutant --session p.adj -c 'deactivate mansfield charge'
no cause "charge": expected one of alone, failed-assault, reorganize, advantage
[1]

$ adjutant --session p.adj -c 'deactivate mansfield failed'
Mansfield deactivated: in an assault that failed (OT < DT) (BD 5.4).

8.7: a light wound deactivates for the rest of the turn; killed, the
leader leaves the map, the enemy scores 5 (Lee: 10), and the replacement
returns in the Rally Phase.  Seriously wounded is half, rounded up: 3
(E8).  A replacement's wounds have no effect (8.7.4).

$ adjutant --session p.adj -c 'casualty jackson roll=5' | tail -1
Jackson lightly wounded: inactive, and not activated again this turn.

The Rally Phase activates no leader (3.0, 5.3); steps.t shows the wound
refusing Jackson in an impulse.

$ adjutant --session p.adj -c 'activate jackson'
activate: leaders are activated in the Action Phase (BD 5.3); `next action` goes there
[1]

$ adjutant --session p.adj -c 'casualty mansfield roll=7' | tail -2
Mansfield killed: off the map; his replacement returns in the Rally Phase.
  Victory Points (confederate) 0 -> 5: Mansfield.

$ adjutant --session p.adj -c 'casualty longstreet roll=9' | tail -2
Longstreet seriously wounded: off the map; his replacement returns in the Rally Phase.
  Victory Points (union) 0 -> 3: Longstreet.

$ adjutant --session p.adj -c 'casualty mansfield roll=7'
Mansfield is not on the map
[1]

$ adjutant --session p.adj -c 'casualty lee roll=13'
13 is not a 2d6 roll: the total reads 2 to 12. Nothing recorded
[1]

$ adjutant --session p.adj -c 'casualty lee roll=9' | tail -2
Lee seriously wounded: off the map; his replacement returns in the Rally Phase.
  Victory Points (union) 3 -> 8: Lee.

$ adjutant --session p.adj -c 'next replacements' | grep -i replacement
Rally & Reorganization Phase: Replacement Leaders (BD 8.7.3)
  Replacement leaders waiting in this turn's box of the Turn Record Track return, inactive side up, to an area holding units of their command.
  Mansfield's replacement returns, inactive, with his units.
  Lee's replacement returns, inactive, with his units.
  Longstreet's replacement returns, inactive, with his units.

$ adjutant --session p.adj -c 'casualty mansfield roll=7' | tail -1
Mansfield is a replacement: the wound has no effect and is worth no VP (BD 8.7.4).

$ adjutant --session p.adj -c leaders | grep 'Mansfield\|Longstreet\|Jackson'
  Mansfield    Union        inactive (replacement)
  Jackson      Confederate  inactive, wounded (no activation this turn)
  Longstreet   Confederate  inactive (replacement)

Losses: an eliminated unit's Fresh value goes to the enemy; a
reorganized one takes it back.

$ adjutant --session p.adj -c 'eliminated union Phelps 4' -c 'eliminated csa "G.T. Anderson" 3' -c 'reorganize union phelps mcclellan'
Union Phelps eliminated (Fresh value 4).
  Victory Points (confederate) 5 -> 9: Phelps eliminated.
Confederate G.T. Anderson eliminated (Fresh value 3).
  Victory Points (union) 8 -> 11: G.T. Anderson eliminated.
Union Phelps reorganized: back on its Spent side.
  Victory Points (confederate) 9 -> 5: Phelps reorganized.
McClellan deactivated: used to reorganize a unit (BD 5.4).

$ adjutant --session p.adj -c 'eliminated union Phelps x'
"x" is not a combat value: expected a whole number from 0 to 99
[1]

$ adjutant --session p.adj -c 'reorganize csa Hood lee'
Hood is not among the Confederate's eliminated units (`losses` lists them)
[1]

$ adjutant --session p.adj -c losses
  Confederate  G.T. Anderson        3

Victory (2.2): each side's own level.  E3: Union Important (2) against a
Confederate level 1 is a Union victory by 1.  D12: 36 against 24 wins by
2.  D13: both Tactical: the casualty points inflicted break the tie.
D14: both under 25: everybody loses.  E7: 25 is Tactical, not a Loss.

$ adjutant --session p.adj -c 'track vp.union =40' -c 'track vp.confederate =30' > /dev/null; adjutant --session p.adj -c victory | tail -3
  Union: 40 VP -> Important (2)
  Confederate: 30 VP -> Tactical (1)
If it ended now: Union victory by 1: Union Important (2) against Tactical (1) (2.2.2)

$ adjutant --session p.adj -c 'track vp.union =36' -c 'track vp.confederate =24' > /dev/null; adjutant --session p.adj -c victory | tail -1
If it ended now: Union victory by 2: Union Important (2) against Loss (0) (2.2.2)

$ adjutant --session p.adj -c 'track vp.union =30' -c 'track vp.confederate =28' -c 'track cp.union =12' -c 'track cp.confederate =9' > /dev/null; adjutant --session p.adj -c victory | tail -2
  Both Tactical: the tie goes to the higher Casualty Points Inflicted, Union 12, Confederate 9
If it ended now: Union marginal victory: both Tactical, Casualty Points Inflicted 12 to 9 (2.2.2)

$ adjutant --session p.adj -c 'track cp.union =9' > /dev/null; adjutant --session p.adj -c victory | tail -1
If it ended now: Draw: both Tactical (2.2.2)

$ adjutant --session p.adj -c 'track vp.union =20' -c 'track vp.confederate =10' > /dev/null; adjutant --session p.adj -c victory | tail -1
If it ended now: Everybody loses: both sides Loss (2.2.2)

$ adjutant --session p.adj -c 'track vp.union =25' > /dev/null; adjutant --session p.adj -c victory | tail -3
  Union: 25 VP -> Tactical (1)
  Confederate: 10 VP -> Loss (0)
If it ended now: Union victory by 1: Union Tactical (1) against Loss (0) (2.2.2)

Each double-star area the Union holds adds 5 at the end; all three, or
Sharpsburg, is an automatic decisive victory.

$ adjutant --session p.adj -c 'control 8 union' -c 'control 34 union' > /dev/null; adjutant --session p.adj -c victory | tail -3
  Union: 35 VP + 10 for holding 8, 34 -> Tactical (1)
  Confederate: 10 VP -> Loss (0)
If it ended now: Union victory by 1: Union Tactical (1) against Loss (0) (2.2.2)

$ adjutant --session p.adj -c 'control 10 union' > /dev/null; adjutant --session p.adj -c victory | tail -2
  Automatic: Union Decisive victory: the Union holds each of the double-star areas 8, 10 and 34 at the end (2.2.3)
If it ended now: Union Decisive victory: the Union holds each of the double-star areas 8, 10 and 34 at the end (2.2.3)

$ adjutant --session p.adj -c 'control 10 csa' -c 'control 14 union' > /dev/null; adjutant --session p.adj -c victory | tail -2
  Automatic: Union Decisive victory: the Union holds Sharpsburg (area 14) at the end (2.2.4)
If it ended now: Union Decisive victory: the Union holds Sharpsburg (area 14) at the end (2.2.4)

The variant of 12.0 is a scenario option.

$ adjutant --session v.adj -c 'new bloodiest-day historical +mcclellan-has-a-plan' | head -1; adjutant --session v.adj -c status | grep Active
Option: McClellan Has a Plan (Burnside starts Active).
Active leaders: Hooker, Mansfield, Burnside

$ adjutant --session w.adj -c 'new bloodiest-day historical +nosuch'
no option "nosuch" for bloodiest-day: expected +mcclellan-has-a-plan
[1]

A whole day from set-up to victory with `next` alone, through the JSON
contract: seven turns, each Action Phase ended by the Union check.

$ (echo 'new bloodiest-day historical'; i=0; while [ $i -lt 400 ]; do echo next; i=$((i+1)); done) | adjutant --session d.adj --seed 5 --json - > day.jsonl 2>/dev/null; grep -c '"impulse_check"' day.jsonl; grep -o '"over":true' day.jsonl | head -1; adjutant --session d.adj --json -c status | grep -o '"turn":[0-9]*\|"over":[a-z]*\|"victory":{[^}]*}'
34
"over":true
"turn":7
"over":true
"victory":{"level":"Everybody loses: both sides Loss (2.2.2)","winner":null}

$ adjutant --session d.adj -c 'log' | grep -c 'The impulse check ends the phase'
7

$ adjutant --session d.adj -c 'log verify'
Log verified: 254 events, hash chain intact.

The Turn Record Track: turns 4-6 are printed, the others worked out; the
last is uncertain, with the reason.

$ adjutant --session v.adj -c turns | sed -n 1,2p; adjutant --session v.adj -c turns | tail -2
Turn Record Track of The Battle of Antietam (* worked out, not printed):
>  1  0530-0730   * (1.4)
   7  1730-1930   * (1.4)  [uncertain]
        Last turn not in the text: the Turn Record Track is printed on the map. The text names times for turns 4-6 only, and A.P. Hill comes by turn 6 at the latest; two-hour turns from 0530 need a seventh turn to reach nightfall, which is the digest's reading. Check the track on your map.

The Advantage's reroll names the roll it replaces.

$ adjutant --session v.adj -c 'lookup bridge-ford roll=5' > /dev/null; adjutant --session v.adj -c 'use reroll'
Roll #3 (Lookup bridge-ford; roll 5 -> Fail) is rerolled: the new roll stands in its place.
The Confederate side uses the Advantage: Reroll any DR or dr, either side's; it goes to the other side (BD 10.2).
Advantage: held by the Union side.
Roll it again with `lookup bridge-ford`: its result replaces the old one's.

$ adjutant --session v.adj -c 'use reroll' | tail -2
Advantage: held by the Confederate side.
Roll it again with `lookup bridge-ford`: its result replaces the old one's.

A terminal with `--side` acts for that side only (the umpire, or no
--side, for all):

$ adjutant --session v.adj -c 'next' > /dev/null; adjutant --session v.adj --side union -c 'activate lee'
the Union view acts for its own side only: this is for the Confederate
[1]

$ adjutant --session v.adj --side confederate -c 'next' | tail -1
the Confederate view acts for its own side only: this is for the Union

$ adjutant --session v.adj --side union -c 'use find-ford' | tail -1
the Union view acts for its own side only: this is for the Confederate


5.3.3: a leader an active McClellan activates may still move and attack
in that impulse; the impulse still holds only the one activation.  The
Confederates too activate one leader an impulse.

$ adjutant --session m.adj --seed 4 -c 'new bloodiest historical' -c next -c 'activate mcclellan' -c 'next roll=12' > /dev/null; adjutant --session m.adj -c 'activate lee' -c 'activate longstreet'
Lee activated (BD 5.3).
an impulse holds 1 leader activation and this one has had it (BD 5.3): `next` ends it
[1]

$ adjutant --session m.adj --seed 4 -c next > /dev/null; adjutant --session m.adj -c 'activate sumner' -c 'assault lead=3 units=1 dlead=2 tem=2 roll=9,5' -c 'activate burnside' 2>&1 | grep -v '^ '
McClellan must be in Sumner's area (BD 5.3.2).
Sumner activated (BD 5.3.2).
Assault (BD 8.5): attacker Union
an impulse holds 1 leader activation and this one has had it (BD 5.3): `next` ends it

$ adjutant --session m.adj -c 'log impulse' | tail -2 | grep -o "Sumner's activation.*"
Sumner's activation takes the impulse (activated by an active leader: it may still act)

The longest reminder of the game, whole (a fixed buffer cut it at 255
bytes, mid-sentence):

$ adjutant --session rem.adj -c 'new bloodiest historical' > /dev/null; adjutant --session rem.adj -c 'next reorganize' | grep -A1 '^Rally & Reorganization Phase: Reorganize'
Rally & Reorganization Phase: Reorganize (BD 9.3)
  An active leader in an area free of enemy units may bring one eliminated unit back, Spent side up, into his area (Union: his own command only). At once a second eliminated unit of that type, whose Spent strength is no lower, leaves play for good, and the leader goes inactive. ANV artillery: Lee only. Evans' two units can never come back nor be the one removed.

A casualty's result reads once ("Killed: Killed:" before):

$ adjutant --session kc.adj -c 'new bloodiest historical' -c next > /dev/null; adjutant --session kc.adj -c 'casualty jackson roll=7' | grep 'Killed'
  row "7": Killed
Result: Killed
  Killed: Off the map, replacement later, full VP (BD 8.7.2)

Options are a list of any length: one past the first 128 characters is
still read (it was cut off, and so never refused):

$ adjutant --session opt.adj -c "new bloodiest historical $(for i in 1 2 3 4 5 6 7; do printf '+mcclellan-has-a-plan '; done)+nosuch" 2>&1 | tail -1
no option "nosuch" for bloodiest-day: expected +mcclellan-has-a-plan
