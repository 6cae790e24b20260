# Bloodiest Day rules the program once got wrong: a `pass` after acting
# (3.0), the Advantage's reroll (10.2, 2.2.2), reorganizing (9.3), the
# star areas under `control` (2.2) and the Overrun's leftover points
# (8.6.3).

3.0: a pass is an impulse in which nothing is done.  `pass` typed after
activating a leader ends the impulse as `next` would, and is not counted.

$ adjutant --session p.adj -c 'new bloodiest-day historical' > /dev/null; adjutant --session p.adj -c 'next roll=7' | tail -1
  The Action Phase goes on after this impulse.

$ adjutant --session p.adj -c 'activate mcclellan' -c 'impulse'
McClellan activated (BD 5.3.2).
Impulse 0: Union
  Acted: McClellan was activated (it is not a pass).

$ adjutant --session p.adj -c pass
The Union impulse is not a pass: McClellan was activated in it (BD 3.0). It ends as `next` ends it.
Impulse 1: Confederate.

A combat in the side's own impulse acts too.

$ adjutant --session p.adj -c 'assault lead=3 dlead=2 tem=2 fresh=2 spent=0 roll=7,5' | tail -1
  Casualty Points Inflicted (confederate) 0 -> 1: Assault.

$ adjutant --session p.adj --seed 1 -c pass | head -2
The Confederate impulse is not a pass: a combat was fought (Assault) in it (BD 3.0). It ends as `next` ends it.
Impulse 2: Union.

Two impulses that acted are no two passes: the phase goes on, and two
real passes in succession end it.

$ adjutant --session p.adj -c status | grep -c 'Phase: Action Phase'
1

$ adjutant --session p.adj -c pass -c pass | grep passes
Union passes.
Confederate passes.
2 passes in succession: the Action Phase is over (BD 3.0).

10.2: the Advantage's reroll replaces the roll.  The Union inflicts 3
points; the Confederates 8, then reroll and enter the assault again: 2.
Only the 2 count, and they break the tie of 2.2.2.

$ adjutant --session r.adj -c 'new bloodiest-day historical' > /dev/null; adjutant --session r.adj -c 'next roll=7' | tail -1
  The Action Phase goes on after this impulse.

$ adjutant --session r.adj -c 'assault lead=5 dlead=2 tem=2 fresh=4 spent=0 roll=7,5' -c next | grep -v '^    '
Assault (BD 8.5): attacker Union
  Offensive Value:
  Defensive Value:
  OT = 5 + roll 7 = 12; DT = 4 + roll 5 = 9 (real dice)
  OT - DT = 3 Casualty Points
  Defender hit: the defenders absorb the points, the Lead first; attackers Spent unless they Overrun (PAC)
  No Overrun: the defenders can absorb the points (8.6.3)
  Casualty Points Inflicted (union) 0 -> 3: Assault.
Impulse 1: Confederate.

$ adjutant --session r.adj -c 'assault lead=5 dlead=2 tem=2 fresh=4 spent=0 roll=10,3' | tail -1
  Casualty Points Inflicted (confederate) 0 -> 8: Assault.

$ adjutant --session r.adj -c 'use reroll'
Roll #12 (Assault: OT 15 (roll 10) vs DT 7 (roll 3): 8 Casualty Points) is rerolled: the new roll stands in its place.
The Confederate side uses the Advantage: Reroll any DR or dr, either side's; it goes to the other side (BD 10.2).
Advantage: held by the Union side.
Roll it again with `combat assault ...`: its result replaces the old one's.

Another combat first is refused: the rerolled one is entered again.

$ adjutant --session r.adj -c 'volley lead=1 dlead=1 fresh=1 spent=0'
roll #12 was rerolled: enter that combat (assault) again first, and its new roll replaces the old
[1]

$ adjutant --session r.adj -c 'assault lead=5 dlead=2 tem=2 fresh=4 spent=0 roll=6,5' | tail -2
  This roll replaces roll #12 (8 Casualty Points): its result no longer counts.
  Casualty Points Inflicted (confederate) 8 -> 2: Assault, rolled again.

$ adjutant --session r.adj -c 'track vp.union =30' -c 'track vp.confederate =30' > /dev/null; adjutant --session r.adj -c status | tail -1
If it ended now: Union marginal victory: both Tactical, Casualty Points Inflicted 3 to 2 (2.2.2)

A combat after that is a new one: its points add.

$ adjutant --session r.adj -c 'assault lead=5 dlead=2 tem=2 fresh=4 spent=0 roll=6,5' | tail -1
  Casualty Points Inflicted (confederate) 2 -> 4: Assault.

A leader's casualty rerolled: the old result is taken back, his VP too.

$ adjutant --session r.adj -c 'casualty lee roll=7' | tail -2
Lee killed: off the map; his replacement returns in the Rally Phase.
  Victory Points (union) 30 -> 40: Lee.

$ adjutant --session r.adj -c 'use reroll' | tail -1
Roll it again with `casualty lee`: its result replaces the old one's.

$ adjutant --session r.adj -c 'casualty lee roll=5'
Lee's casualty roll #22 is rolled again: its result is taken back (inactive).
  Victory Points (union) 40 -> 30: Lee.
Leader Casualty (BD 8.7.2)
  roll 2d6: 5 (real dice)
  row "under 7": Light
Result: Light
  Light: Lightly wounded: inactive for the rest of the turn (BD 8.7.2)
Lee lightly wounded: inactive, and not activated again this turn.

The impulse check rerolled in its own impulse is made again at once; an
impulse that is over cannot have its check rolled again.

$ adjutant --session r.adj -c 'next' | grep -c 'Union Impulse Check'
1

$ adjutant --session r.adj -c 'use reroll' | grep -v '^  '
Roll #32 \(Impulse check at 2: roll .* (re)
The Confederate side uses the Advantage: Reroll any DR or dr, either side's; it goes to the other side (BD 10.2).
Advantage: held by the Union side.
The check is made again; its result stands in place of the first:
Union Impulse Check (BD 3.0)
Result: [A-Za-z]+ (re)

$ adjutant --session r.adj -c 'log' | tail -3
   34  0530-0730 marker  Confederate: The Confederate side uses the Advantage: Reroll any DR or dr, either side's; it goes to the other side (BD 10.2)
   35  0530-0730 lookup  Union: Impulse check at 2: roll .* (re)
   36  0530-0730 impulse Union: Impulse checked again

$ adjutant --session r.adj -c 'next' -c 'use reroll'
...
the last roll, #35 \(Impulse check at 2: roll .*, checked an impulse that is over: it can no longer be rolled again (re)
[1]

2.2: `control` lists every area the rules name, the star areas and
Sharpsburg with the double stars, and a name finds one.

$ adjutant --session c.adj -c 'new bloodiest-day historical' > /dev/null; adjutant --session c.adj -c control
  8     double star            confederate  5 VP for union (2.2.1)
  10    double star            (none)       5 VP for union (2.2.1)
  34    double star            confederate  5 VP for union (2.2.1)
  1                            (none)       boxed star (2.2.2)
  21                           (none)       boxed star (2.2.2)
  29    West Woods             confederate  star (2.2.1)
  41    Sunken Road            confederate  star (2.2.1)
  42    Dunker Church          confederate  star (2.2.1)
  14    Sharpsburg             (none)       sharpsburg (2.2.4)

$ adjutant --session c.adj -c 'control sharps union' -c 'control west union' -c 'status' | grep 'held by\|DRM'
Hex 14 now held by union.
Hex 29 now held by union.
Union Impulse DRM: 1

9.3: an active leader reorganizes an eliminated unit, and goes inactive
at once (5.4).  The leader is named (at the prompt, asked among the
side's active leaders); a script that names none, or an inactive one or
the other side's, is refused with nothing recorded.

$ adjutant --session o.adj -c 'new bloodiest-day historical' > /dev/null; adjutant --session o.adj -c 'eliminated union Phelps 4' > /dev/null; adjutant --session o.adj -c 'reorganize union phelps'
usage: reorganize SIDE UNIT LEADER (the active leader who does it goes inactive)
[1]

$ adjutant --session o.adj -c 'reorganize union phelps mcclellan'
McClellan is inactive: only an active leader reorganizes a unit
[1]

$ adjutant --session o.adj -c 'reorganize union phelps lee'
Lee is not a Union leader
[1]

$ adjutant --session o.adj -c 'reorganize union phelps hooker'
Union Phelps reorganized: back on its Spent side.
  Victory Points (confederate) 4 -> 0: Phelps reorganized.
Hooker deactivated: used to reorganize a unit (BD 5.4).

$ adjutant --session o.adj -c leaders | grep Hooker
  Hooker       Union        inactive

A failed assault sends its leader inactive too (5.4): the program cannot
tell which leader was there, so it says the command.

$ adjutant --session v.adj -c 'new bloodiest-day historical' > /dev/null; adjutant --session v.adj -c 'next roll=7' > /dev/null; adjutant --session v.adj -c 'assault lead=2 dlead=4 tem=2 fresh=4 spent=0 roll=3,9' | grep 'fails'
  Assault fails: the attacking Lead is eliminated, the others Spent and back where they came from; a leader in the assault goes inactive: `deactivate LEADER failed-assault` (8.6.2)

8.6.3 and the Combat Results Summary: an Overrun eliminates every
defender, and each point they could not absorb eliminates one of the
defender's Reserve units in the area; `absorb` counts them.

$ adjutant --session v.adj -c 'assault lead=6 dlead=1 tem=1 fresh=1 spent=0 roll=10,2' | grep 'Overrun:\|left over'
  Overrun: all defenders eliminated; the attackers stay Fresh and may go on moving and attacking with the MPs they have left (8.6.3)
  Points left over: one of the defender's Reserve units in the area is eliminated for each point the defenders could not absorb (`absorb` counts them) (PAC)

$ adjutant --session v.adj -c 'absorb 12 fresh=1 spent=0'
12 points on 1 Fresh and 0 Spent unit (BD 8.6.1):
  More than they can absorb (4): Overrun, every one is eliminated (BD 8.6.3).
  8 points left over (BD PAC).
