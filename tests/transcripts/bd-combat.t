# Bloodiest Day combat (8.4-8.6, Player Aid Card): each side's value term
# by term, both 2d6 rolls, OT - DT points, and what follows.  The cases
# are the digest's worked and derived examples, checked by hand.

$ adjutant --session c.adj -c 'new bloodiest-day historical' > /dev/null; echo started
started

D3, a volley: Lead 3, two more units (+4), three of one division (+1),
a leader (+1) = 9, roll 7: OT 16.  Defender Lead 2, volley TEM +2, one
Fresh gun (+1) = 5, roll 6: DT 11.  5 Casualty Points, no Overrun.

$ adjutant --session c.adj -c 'volley lead=3 units=3 div=3 leader dlead=2 dart=1 fresh=2 spent=0 roll=7,6 by=union'
Volley (BD 8.5.5): attacker Union
  Offensive Value:
     +3  Lead unit's combat value (PAC)
     +4  Each more volleying unit, +2 (PAC)
     +1  +1 per 3 units of one division (PAC)
          All of a side's cavalry count as one division.
     +1  Fresh leader involved (PAC)
          For the Union only the commander of the Lead unit's corps counts; for the Confederates, any leader.
    = 9
  Defensive Value:
     +2  Lead unit's combat value (PAC)
     +2  Clear terrain, doubled for a volley (PAC)
     +1  Each Fresh defending artillery unit, +1 (PAC)
          An artillery Lead does not add itself (8.5.6).
    = 5
  OT = 9 + roll 7 = 16; DT = 5 + roll 6 = 11 (real dice)
  OT - DT = 5 Casualty Points
  Defender hit: the defenders absorb the points, the Lead first; all volleying units Spent (PAC)
  Casualty Points Inflicted (union) 0 -> 5: Volley.

The long-range bombardment example: strength 3, +2 support, DR 8 = 13
against TEM 2 doubled, DR 6 = 10: 3 Bombardment Points.  The 3.0 reading
(+1 support) is shown with the term.

$ adjutant --session c.adj -c 'lrb str=3 support tem=2 roll=8,6'
Union Long-Range Bombardment (BD 8.4): attacker Union
  Offensive Value:
     +3  Firing demi-battalion, parenthesized strength (8.4.2)
     +2  One supporting artillery unit (PAC)
          PAC and 8.4.2: +2. 3.0 reads +1; the PAC governs (2nd edition).
    = 5
  Defensive Value:
     +4  Twice the area's normal TEM (3.0)
          No artillery bonus for the defender in this phase.
    = 4
  OT = 5 + roll 8 = 13; DT = 4 + roll 6 = 10 (real dice)
  OT - DT = 3 Bombardment Points
  Hit: the defenders absorb the points, the Primary Target first; all Spent before any retreat (PAC)
  absorb: not tested (give fresh=N spent=N)
  Firer Spent: the firing unit and its supporter flip to Spent (3.0)
  Casualty Points Inflicted (union) 5 -> 8: Union Long-Range Bombardment.

D4: 7 points against one Fresh and one Spent defender (capacity 4 + 2)
is an Overrun; 6 is not.

$ adjutant --session c.adj -c 'assault lead=4 units=2 dlead=2 tem=1 fresh=1 spent=1 roll=10,6 by=csa' | tail -5
  OT - DT = 7 Casualty Points
  Defender hit: the defenders absorb the points, the Lead first; attackers Spent unless they Overrun (PAC)
  Overrun: all defenders eliminated; the attackers stay Fresh and may go on moving and attacking with the MPs they have left (8.6.3)
  Points left over: one of the defender's Reserve units in the area is eliminated for each point the defenders could not absorb (`absorb` counts them) (PAC)
  Casualty Points Inflicted (confederate) 0 -> 7: Assault.

$ adjutant --session c.adj --json -c 'assault lead=4 units=2 dlead=2 tem=1 fresh=1 spent=1 roll=9,6 by=csa' | grep -o '"diff":[0-9.]*\|"label":"[^"]*"'
"diff":6.0
"label":"Defender hit"
"label":"No Overrun"

D5 and D6: equal totals are a stand-off, lower is a failed assault.

$ adjutant --session c.adj -c 'assault lead=3 dlead=3 tem=1 roll=8,7 by=csa' | tail -2
  OT - DT = 0 Casualty Points
  Stand-off: all attackers Spent; assaulting units stay in the area; the Lead is not lost (8.6.2)

$ adjutant --session c.adj -c 'assault lead=3 dlead=3 tem=1 roll=7,8 by=csa' | tail -2
  OT - DT = -2 Casualty Points
  Assault fails: the attacking Lead is eliminated, the others Spent and back where they came from; a leader in the assault goes inactive: `deactivate LEADER failed-assault` (8.6.2)

D8, D9: attacking cavalry against only Spent infantry is halved
(fractions dropped), against Fresh infantry it is 1.

$ adjutant --session c.adj -c 'assault lead=3 cav dinf=1 dlead=1 tem=1 roll=7,7 by=csa' | sed -n 2,4p
  Offensive Value:
     +1  Lead cavalry against only Spent infantry: half, fractions dropped (8.5.5)
    = 1

$ adjutant --session c.adj -c 'assault lead=3 cav dinf=2 dlead=1 tem=1 roll=7,7 by=csa' | sed -n 2,4p
  Offensive Value:
     +1  Lead cavalry against Fresh infantry: 1 (8.5.5)
    = 1

D10: only artillery defends: the Lead counts 1, TEM 3, two more Fresh
guns: DV 6.

$ adjutant --session c.adj -c 'assault lead=5 dlead=4 artonly tem=3 dart=2 roll=7,7 by=union' | sed -n 7,12p
     +3  Terrain (TEM) (PAC)
     +2  Each Fresh defending artillery unit, +1 (PAC)
          An artillery Lead does not add itself (8.5.6).
    = 6
  OT = 5 + roll 7 = 12; DT = 6 + roll 7 = 13 (real dice)
  OT - DT = -1 Casualty Points

D11: an enemy DR of 12 puts the defenders' leaders at risk; an own DR of
2 puts the attackers' at risk.

$ adjutant --session c.adj -c 'assault lead=3 dlead=3 tem=1 roll=12,5 by=union' | grep risk
  Defending leader at risk: the attacker picks a defending leader in the area: `casualty LEADER` (8.7.2)

$ adjutant --session c.adj -c 'assault lead=3 dlead=3 tem=1 roll=2,5 by=union' | grep risk
  Attacking leader at risk: the defender picks an attacking leader in the area: `casualty LEADER` (8.7.2)

Bombardment follows the Player Aid Card: the target's value counts, and
the leader +1 is there; the other readings are shown.

$ adjutant --session c.adj -c 'bombard str=4 guns=2 leader dlead=2 tem=2 dart roll=6,6 by=csa'
Bombardment (BD 8.4): attacker Confederate
  Offensive Value:
     +4  Lead artillery strength (PAC)
     +2  Each more firing artillery unit, +2 (PAC)
     +1  Fresh leader with the firing artillery (PAC)
          Only on the PAC; 8.4.2 and the Combat Results Summary leave it out.
    = 7
  Defensive Value:
     +2  Primary Target's combat value (PAC)
          PAC Defensive Value chart. 8.4.2 and the Combat Results Summary have no target value (DV = 2 x TEM + artillery): give dlead=0 for that reading.
     +4  Twice the area's normal TEM (PAC)
     +1  Another Fresh defending artillery unit (PAC)
          PAC: +1 once. 8.4.2: +1 if any Fresh artillery; the Summary: +1 per unit.
    = 7
  OT = 7 + roll 6 = 13; DT = 7 + roll 6 = 13 (real dice)
  OT - DT = 0 Casualty Points
  No effect (PAC)
  Firers Spent: the firing artillery flips to Spent, whatever the result (8.6.1)

The points inflicted are each side's tally (the 2.2.2 tie-breaker).

$ adjutant --session c.adj --json -c status | grep -o '"cp[.a-z]*":[0-9]*'
"cp.union":14
"cp.confederate":13

Odds before rolling, over all 1296 pairs of rolls:

$ adjutant --session c.adj -c 'assault lead=3 dlead=2 tem=2 ?' | tail -4
Before rolling, over both 2d6 rolls:
  Assault fails             55.63%  (721 in 1296)
  Stand-off                 10.80%  (140 in 1296)
  Defender hit              33.56%  (435 in 1296)

Bad input names what was expected, and records nothing:

$ adjutant --session c.adj -c 'assault lead=x'
lead=x: expected a number from 0 to 20 (the Lead unit's combat value)
[1]

$ adjutant --session c.adj -c 'volley lead=3 foo=2'
the Volley has no input "foo": expected lead=N, units=N, div=N, div2=N, leader, dlead=N, artonly, dleader, dart=N, fresh=N, spent=N, roll=A,D, by=SIDE or ?
[1]

$ adjutant --session c.adj -c 'volley dlead=3 roll=7,7'
Volley (BD 8.5.5)
  Offensive Value:
the Volley needs lead=N (Lead unit's combat value)
[1]

$ adjutant --session c.adj -c 'volley lead=3 dlead=3 roll=13,2'
Volley (BD 8.5.5)
  Offensive Value:
     +3  Lead unit's combat value (PAC)
    = 3
  Defensive Value:
     +3  Lead unit's combat value (PAC)
     +2  Clear terrain, doubled for a volley (PAC)
    = 5
13 is not a 2d6 roll: the total reads 2 to 12. Nothing recorded
[1]

$ adjutant --session c.adj -c 'volley lead=3 dlead=3 roll=7'
Volley (BD 8.5.5)
  Offensive Value:
     +3  Lead unit's combat value (PAC)
    = 3
  Defensive Value:
     +3  Lead unit's combat value (PAC)
     +2  Clear terrain, doubled for a volley (PAC)
    = 5
roll=7: expected roll=A,D (the attacker's roll, then the defender's)
[1]

$ adjutant --session c.adj -c 'assault lead=3 dlead=3 tem=9'
tem=9: expected a number from 1 to 4 (the TEM that applies (special if an attacker crossed a creek or the Sunken Road))
[1]

$ adjutant --session c.adj --json -c status | grep -o '"cp[.a-z]*":[0-9]*'
"cp.union":14
"cp.confederate":13

Absorbing the points (8.6.1): E6, a stack with no Spent unit given 1
point must still take 2, flipping a unit.  Every unit goes Spent before
any retreats; more than 4 a Fresh and 2 a Spent unit is an Overrun.

$ adjutant --session c.adj -c 'absorb 1 fresh=1 spent=0'
1 point on 1 Fresh and 0 Spent unit (BD 8.6.1):
  flip 1
  Cost 2: more than the result, which the stack must still take. The Lead unit takes the first point.

$ adjutant --session c.adj -c 'absorb 5 fresh=2 spent=1'
5 points on 2 Fresh and 1 Spent units (BD 8.6.1):
  flip 2, retreat 1
  Cost 5. The Lead unit takes the first point.

$ adjutant --session c.adj -c 'absorb 3 fresh=1 spent=2'
3 points on 1 Fresh and 2 Spent units (BD 8.6.1):
  flip 1, retreat 1
  Cost 3. The Lead unit takes the first point.

$ adjutant --session c.adj -c 'absorb 7 fresh=1 spent=1'
7 points on 1 Fresh and 1 Spent units (BD 8.6.1):
  More than they can absorb (6): Overrun, every one is eliminated (BD 8.6.3).
  1 point left over (BD PAC).

$ adjutant --session c.adj -c 'absorb x fresh=1 spent=1'
"x" is not a number of points: expected a whole number from 1 to 999
[1]

$ adjutant --session c.adj -c 'absorb 3 fresh=0 spent=0'
usage: absorb POINTS fresh=N spent=N (points 1 or more, 1 to 60 units)
[1]

`help` names each combat's inputs:

$ adjutant --session c.adj -c 'help volley' | head -4
volley: Volley (8.5.5); both sides roll, OT - DT is the Casualty Points.
  Fresh unmoved infantry or cavalry fire into an adjacent clear area.
    lead=N     attacker: the Lead unit's combat value (needed)
    units=N    attacker: volleying units, the Lead included

