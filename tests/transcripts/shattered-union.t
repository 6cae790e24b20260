# The Shattered Union series rules (db/games/shattered-union.sql) against
# their text: the two tables the text prints whole, the player-aid tables
# declared by shape only, and every formula the text states as
# arithmetic, with the values of its examples.  The series has no
# scenario: a game of the series is a module that adds one, as a copy of
# these rows with a turn track and a scenario (here a two-turn trial).

The series is listed with no scenario of its own, and `new` has none to
start:

$ adjutant -c games | grep -A1 '^shattered-union'
shattered-union  Shattered Union
terrible-swift-sword  Terrible Swift Sword

$ adjutant -c 'new shattered-union'
no scenario given: expected one of ? (re)
[1]

Brutal Melee (I-9), one die: 1-2 Bloody Fight!, 3 Defender Enfiladed, 4
Attacker Enfiladed (the close combat example's roll), 5-6 Counterattack!

$ adjutant -c 'lookup shattered-union.brutal-melee roll=4'
Brutal Melee (SU I-9)
  roll 1d6: 4 (real dice)
  row "4": Attacker Enfiladed
Result: Attacker Enfiladed
  Attacker Enfiladed: Each attacking unit rolls a die: over its CR it takes SH (SU I-9)

$ adjutant -c 'lookup shattered-union.brutal-melee roll=2' -c 'lookup shattered-union.brutal-melee roll=3' -c 'lookup shattered-union.brutal-melee roll=6' | grep '^Result'
Result: Bloody Fight!
Result: Defender Enfiladed
Result: Counterattack!

$ adjutant -c 'lookup shattered-union.brutal-melee roll=7'
Brutal Melee (SU I-9)
7 is not a d6 roll: it reads 1 to 6. Nothing recorded
[1]

Cavalry Withdrawal (I-2): Mounted Cavalry takes SK2 / SK3, Dismounted
SK1 / SK2.

$ adjutant -c 'lookup shattered-union.cavalry-withdrawal mounted'
Cavalry Withdrawal (SU I-2)
  cell: SK2 / SK3
Result: SK2 / SK3
  SK2 / SK3: The Mounted Cavalry Skedaddles 2 or 3 hexes, as its owner likes, before the combat (SU I-2A)

$ adjutant -c 'lookup shattered-union.cavalry-withdrawal dismounted'
Cavalry Withdrawal (SU I-2)
  cell: SK1 / SK2
Result: SK1 / SK2
  SK1 / SK2: The Dismounted Cavalry Skedaddles 1 or 2 hexes, as its owner likes, before the combat (SU I-2B)

The Break Test (L-1): one die against the modified CR, one less for a
unit with none of its Brigade beside it; over it, Broken (L-2).

$ adjutant -c 'lookup shattered-union.break-test cr=3 roll=3'
Break Test (SU L-1)
  isolated=0 (not given)
  roll 1d6: 3 (real dice)
  Roll against CR: 3 - MAX(0, 3 - 0) = 0
  row "≤CR": Passed
Result: Passed
  Passed: The unit stays, with a Disrupted marker (a Shaken marker turns over; one Disrupted already: nothing more) (SU L-1)

$ adjutant -c 'lookup shattered-union.break-test cr=3 isolated=1 roll=3' | tail -2
Result: Broken
  Broken: The unit leaves the map for the Broken Area, back only by a rally or an Event card (SU L-2)

The charts of the player aid and the cards ship with no cells: a look-up
says how to enter the owner's copy, and `help table` gives the shape,
with the CRT columns the text names.

$ adjutant -c 'lookup shattered-union.crt roll=45'
the Combat Results Table (SU G-7) is printed on your player aid, not in the rulebook text: enter it once with `table import shattered-union.crt FILE.csv` (`help table` shows the format)
[1]

$ adjutant -c 'table show shattered-union.fire-result'
the Fire Combat Result Table (SU G-8C) is printed on your player aid, not in the rulebook text: enter it once with `table import shattered-union.fire-result FILE.csv` (`help table` shows the format)
[1]

$ adjutant -c 'table list' | grep -E ' [A-N]-[0-9]+[A-Z]?$'
  missing      crt                                    Combat Results Table           G-7
  missing      weapon-range                           Weapon Range Table             G-1
  missing      ammo-problems                          Ammunition Problems Table      G-4
  missing      fire-result                            Fire Combat Result Table       G-8C
  missing      close-result                           Close Combat Results Table     I-8C
  missing      defensive-fire                         Defensive Fire Table           I-3
  missing      fog-of-war                             Fog of War Table               F-2C
  missing      fog-general                            Fog of War Generals            F-2C
  shipped      brutal-melee                           Brutal Melee                   I-9
  shipped      break-test                             Break Test                     L-1
  shipped      cavalry-withdrawal                     Cavalry Withdrawal             I-2

$ adjutant -c 'help table' | grep -A4 '^  shattered-union.crt '
  shattered-union.crt (SU G-7):
    header: roll,then each SP column as printed
    column (range): 1, 8-9, 13-15, 16-18, ... (entries as your copy prints them; these must be among them); then the bonus ones as printed (*, **, ...)
    roll (dice d66): entries as your copy prints them
    cells: the printed result codes (- for no effect)

A game of the series: the module a player writes from the series rows,
here with a two-turn trial scenario added, installed under its own id.

$ adjutant -c 'module export shattered-union su.yaml'
Wrote shattered-union as a module to su.yaml

$ printf 'turn:\n- {n: 1, label: "1", section: C}\n- {n: 2, label: "2", section: C}\nscenario:\n- {id: trial, name: Trial, first_turn: 1, last_turn: 2, pos: 1, section: N}\nvictory_level:\n- {scenario: trial, level: Higher VP total wins, section: N-7}\n' >> su.yaml; adjutant -c 'module import su.yaml --as su-trial' | sed 's/SHA-256 [0-9a-f]*/SHA-256 H/'
Installed module su-trial from su.yaml (SHA-256 H...)

$ adjutant --session su.adj -c 'new su-trial'
Shattered Union - Trial (SU N): 2 turns, 1 to 2.
Session saved as su.adj
Note: Combat Results Table, Weapon Range Table, Ammunition Problems Table, Fire Combat Result Table, Close Combat Results Table, Defensive Fire Table, Fog of War Table, Fog of War Generals are printed on your player aids, not in the rulebook text; `table list` shows which you have entered and `help table` how to enter them once for every later game.

Modified strength (A-3): a 12-3 under a -4 / -2 marker is an 8-1; SP
never below 0 (A-2C), CR held to 0-5 (A-2D).  A marker only takes away.

$ adjutant --session su.adj -c 'compute modified-sp sp=12 marker=-4' -c 'compute modified-cr cr=3 marker=-2'
Modified SP (SU A-3): 8
Modified CR (SU A-3): 1

$ adjutant --session su.adj -c 'compute modified-sp sp=3 marker=-4' -c 'compute modified-cr cr=1 marker=-2' -c 'compute modified-cr cr=5 marker=1'
Modified SP (SU A-3): 0
Modified CR (SU A-3): 0
Modified CR (SU A-3): 5

$ adjutant --session su.adj -c 'compute modified-sp sp=12 marker=4'
Modified SP gives no value for these inputs (sp=N the printed SP; marker=N the SP figure on the Shaken/Disrupted marker, as printed (-4); never below 0. Stacking counts the printed SP (H-3))
[1]

Defensive Fire DRM (I-3A): +1 per full 4 SP of infantry, full 3 of
Rifled or Mixed artillery, full 2 of Smoothbore artillery, added
together.  11 infantry SP: +2 (the I-3A and I-10 examples); 3: nothing;
8 infantry and 3 rifled: +3; 2 rifled alone: nothing (I-3A's note).

$ adjutant --session su.adj -c 'compute defensive-fire-drm infantry=11 rifled=0 smoothbore=0' -c 'compute defensive-fire-drm infantry=3 rifled=0 smoothbore=0' -c 'compute defensive-fire-drm infantry=8 rifled=3 smoothbore=0' -c 'compute defensive-fire-drm infantry=0 rifled=2 smoothbore=0' -c 'compute defensive-fire-drm infantry=0 rifled=0 smoothbore=5'
Defensive Fire DRM (SU I-3A): 2
Defensive Fire DRM (SU I-3A): 0
Defensive Fire DRM (SU I-3A): 3
Defensive Fire DRM (SU I-3A): 0
Defensive Fire DRM (SU I-3A): 2

A defending hex of 0 SP fires no Defensive Fire: no die, no modifier.

$ adjutant --session su.adj -c 'compute defensive-fire-drm infantry=0 rifled=0 smoothbore=0'
Defensive Fire DRM gives no value for these inputs (infantry=N, rifled=N (Rifled or Mixed artillery), smoothbore=N: the modified SP of each in the defending hex; all 0 (0 SP, or only Mounted Cavalry): no Defensive Fire, the Black die is not rolled)
[1]

The close combat SP ratio (I-5A, I-5B): triple 3 right, never with the
double's 2 as well; double 2 right; a defender at double 2 left; 0
defending SP 3 right.

$ adjutant --session su.adj -c 'compute close-ratio-shift att=22 def=11' -c 'compute close-ratio-shift att=33 def=11' -c 'compute close-ratio-shift att=5 def=11' -c 'compute close-ratio-shift att=4 def=0' -c 'compute close-ratio-shift att=13 def=11'
Close combat SP-ratio shift (SU I-5): 2
Close combat SP-ratio shift (SU I-5): 3
Close combat SP-ratio shift (SU I-5): -2
Close combat SP-ratio shift (SU I-5): 3
Close combat SP-ratio shift (SU I-5): 0

A cavalry unit changing mode keeps half its beginning allowance, rounded
up (H-8C):

$ adjutant --session su.adj -c 'compute mode-change-ma ma=5' -c 'compute mode-change-ma ma=4'
Cavalry Movement Allowance after changing mode (SU H-8C): 3
Cavalry Movement Allowance after changing mode (SU H-8C): 2

A VP Location's award (N-5, N-6): the whole value Fully Controlled, half
rounded down Contested (the N example: a Contested 10 gives 5).

$ adjutant --session su.adj -c 'compute vp-award value=10 contested' -c 'compute vp-award value=7 contested' -c 'compute vp-award value=7 full'
VP Location award (SU N-6): 5
VP Location award (SU N-6): 3
VP Location award (SU N-6): 7

$ adjutant --session su.adj -c 'compute vp-award value=7'
VP Location award needs one of full|contested (value=N the VP on the marker; full (Fully Controlled) or contested (Contested: half, rounded down))
[1]

The differential (G-8A, G-8B; I-8A, I-8B): the fire example, Union CR 4
against 3, Blue 4, Gray 2: +3; the close combat example, Rebel CR 4
against 3, Gray 3, Blue 2: +2.

$ adjutant --session su.adj -c 'compute combat-differential die=4 cr=4 enemy_die=2 enemy_cr=3' -c 'compute combat-differential die=3 cr=4 enemy_die=2 enemy_cr=3'
Fire or close combat differential (SU G-8B): 3
Fire or close combat differential (SU G-8B): 2

The fire example (G-5C): 15 SP, an Ammunition Problem, Long Range, from
higher ground: one right, three left, net 2 left (the text then lands on
8-9, from 13-15).  The CRT itself is the owner's to enter.

$ adjutant --session su.adj -c 'fire 15 ammo long higher'
Combat Results Table (SU G-7)
  SP column: 15 x 1 = 15 SP
  shift: On Higher Elevation (firing hex above the target), 1 right (SU G-5A)
  shift: Long Range Fire (any firing unit), 2 left (SU G-5B)
  shift: Ammunition Problems (Black die), 1 left (SU G-5B)
  net shift: 2 left
The Combat Results Table is printed on your player aid: enter it once with `table import su-trial.crt FILE.csv` to get the column, the roll and the result here (`help table`).

The close combat example (I-10): 13 SP left after the Defensive Fire
against 11, a Flanking Attack: 1 right.  At triple the SP only the 3x
shift applies.

$ adjutant --session su.adj -c 'close 8 5 att=13 def=11 flanking'
Combat Results Table (SU G-7)
  SP column: 8 x 1 + 5 x 1 = 13 SP
  shift: Flanking Attack, 1 right (SU I-5A)
  net shift: 1 right
The Combat Results Table is printed on your player aid: enter it once with `table import su-trial.crt FILE.csv` to get the column, the roll and the result here (`help table`).

$ adjutant --session su.adj -c 'close 33 att=33 def=11' | grep shift
  shift: 3x Greater SP (attacker), 3 right (SU I-5A)
  net shift: 3 right

$ adjutant --session su.adj -c 'close 5 att=5 def=11 cover' | grep shift
  shift: 2x Greater SP (defender), 2 left (SU I-5B)
  shift: In Cover (defending hex terrain, per the module), 1 left (SU I-5B)
  net shift: 3 left

The module's game reads the series' tables too, citing the series'
sections:

$ adjutant --session su.adj -c 'lookup brutal-melee roll=5' | tail -2
Result: Counterattack!
  Counterattack!: Defenders still there, not Skedaddled, may close-attack an original attacking hex still next to them; if every attacker is gone, those not Shaken or Disrupted may break through (SU I-9)

$ adjutant --session su.adj -c 'lookup defensive-fire roll=6 infantry=11'
the Defensive Fire Table (SU I-3) is printed on your player aid, not in the rulebook text: enter it once with `table import su-trial.defensive-fire FILE.csv` (`help table` shows the format)
[1]

A unit's state after SH, DS or DP (G-8C, I-8C), checked against the close
combat example (I-10): the Shaken 7-3 takes SH twice (its Skedaddle
blocked), to Disrupted, then Battleworn and Shaken; the Battleworn 6-3
takes SH twice, Shaken, then Disrupted.  A unit that must flip and is
Battleworn already takes a Break Test (L-1); passed, it is Disrupted.

$ for s in Shaken Disrupted Battleworn Battleworn-Shaken; do adjutant --session su.adj -c "lookup unit-state $s SH"; done
unit-state: Shaken + SH -> Disrupted (G-8C)
unit-state: Disrupted + SH -> Battleworn-Shaken (G-8C)
unit-state: Battleworn + SH -> Battleworn-Shaken (I-10)
unit-state: Battleworn-Shaken + SH -> Battleworn-Disrupted (I-10)

$ adjutant --session su.adj -c 'lookup unit-state fresh DP'; adjutant --session su.adj -c 'lookup unit-state battleworn DP'; adjutant --session su.adj -c 'lookup break-pass battleworn-shaken pass'
unit-state: Fresh + DP -> Battleworn (G-8C)
unit-state: Battleworn + DP -> Battleworn, Break Test (G-8C)
break-pass: Battleworn-Shaken + pass -> Battleworn-Disrupted (L-1)

$ adjutant --session su.adj -c 'lookup unit-state routed SH'
"routed" is not a state of unit-state
[1]
