# Bloodiest Day rolls other than combat: the Union impulse check with its
# star-area DRMs (3.0, 2.2.1, 2.2.2), bridge and ford, contested retreat,
# mounted withdrawal, leader casualty and A.P. Hill; exact odds from the
# dice, checked against the digest's derived tables.

$ adjutant --session r.adj -c 'new bloodiest-day historical' > /dev/null; adjutant --session r.adj -c 'control 29 union' -c 'control 41 union' -c 'control 1 csa'
Hex 29 now held by union.
Hex 41 now held by union.
Hex 1 now held by confederate.

D1 and D2: at impulse 3 with the Union holding 29 and 41 and the
Confederates 1 (DRM +1), a DR of 2 makes 3, not more than 3: this Union
impulse is the last.  A DR of 3 makes 4: the phase goes on.

$ adjutant --session r.adj -c 'lookup impulse-check n=3 roll=2'
Union Impulse Check (BD 3.0)
  die modifier: Union holds area 29 (West Woods), +1 (BD 2.2.1)
  die modifier: Union holds area 41 (Sunken Road), +1 (BD 2.2.1)
  die modifier: Confederates hold area 1, -1 (BD 2.2.2)
  roll 2d6: 2 (real dice)
  modified roll: 3
  Roll minus impulse number: 3 - 3 = 0
  row "DR <= N": Last
Result: Last
  Last: The Action Phase ends when this Union impulse ends (BD 3.0)

$ adjutant --session r.adj -c 'lookup impulse-check n=3 roll=3' | tail -3
  row "DR > N": Continue
Result: Continue
  Continue: The Action Phase goes on after this impulse (BD 3.0)

E1 (1.4): a DR of 7 with a -1 DRM is a modified 6.

$ adjutant --session r.adj -c 'control 29 csa' -c 'control 41 csa' > /dev/null; adjutant --session r.adj -c 'lookup impulse-check n=6 roll=7' | sed -n 2,5p
  die modifier: Confederates hold area 1, -1 (BD 2.2.2)
  roll 2d6: 7 (real dice)
  modified roll: 6
  Roll minus impulse number: 6 - 6 = 0

The derived table of 5.11: ways in 36 that the phase goes on (DR > N),
for each DRM from -2 to +3, N from 0 to 12.

$ for m in '1 21' '1' '' '29' '29 41' '29 41 42'; do adjutant --session m.adj -c 'new bloodiest-day historical' > /dev/null; for a in 1 21; do adjutant --session m.adj -c "control $a none" > /dev/null; done; for a in $m; do case $a in 1|21) s=csa;; *) s=union;; esac; adjutant --session m.adj -c "control $a $s" > /dev/null; done; row="m=$(adjutant --session m.adj --json -c status | grep -o '"union-impulse-drm":[-0-9]*' | cut -d: -f2):"; for n in 0 1 2 3 4 5 6 7 8 9 10 11 12; do w=$(adjutant --session m.adj --json -c "lookup impulse-check n=$n ?" | grep -o '"ways":{[^}]*}' | grep -o '"Continue":[0-9]*' | cut -d: -f2); row="$row ${w:-0}"; done; echo "$row"; rm m.adj; done
m=-2: 35 33 30 26 21 15 10 6 3 1 0 0 0
m=-1: 36 35 33 30 26 21 15 10 6 3 1 0 0
m=0: 36 36 35 33 30 26 21 15 10 6 3 1 0
m=1: 36 36 36 35 33 30 26 21 15 10 6 3 1
m=2: 36 36 36 36 35 33 30 26 21 15 10 6 3
m=3: 36 36 36 36 36 35 33 30 26 21 15 10 6

D7 (7.7, PAC): only Spent enemy across (-1), no enemy here (+1), DR 7:
7 is not more than 7, no capture.  The 5.2 odds for a net DRM of -2,
-1, 0, +1 and +2: 6, 10, 15, 21 and 26 in 36.

$ adjutant --session r.adj -c 'lookup bridge-ford spent-enemy-across no-enemy-here roll=7'
Bridge & Ford Table (BD 7.7)
  die modifier: Only Spent enemy across the bridge or ford, -1 (BD PAC)
  die modifier: No enemy units in the searching unit's area, +1 (BD PAC)
  roll 2d6: 7 (real dice)
  row "7 or less": Fail
Result: Fail
  Fail: No capture or find; one attempt per impulse (BD 11.2.1)

$ for d in fresh-enemy-across spent-enemy-across '' friendly-across 'friendly-across no-enemy-here'; do adjutant --session r.adj --json -c "lookup bridge-ford $d ?" | grep -o '"ways":{[^}]*}'; done
"ways":{"Fail":30,"Success":6}
"ways":{"Fail":26,"Success":10}
"ways":{"Fail":21,"Success":15}
"ways":{"Fail":15,"Success":21}
"ways":{"Fail":10,"Success":26}

The two enemy DRMs are one group: only one applies.

$ adjutant --session r.adj -c 'lookup bridge-ford fresh-enemy-across spent-enemy-across roll=9'
Bridge & Ford Table (BD 7.7)
  die modifier: Fresh enemy across the bridge or ford, -2 (BD PAC)
  (Only Spent enemy across the bridge or ford: only one across modifier applies)
  roll 2d6: 9 (real dice)
  modified roll: 7
  row "7 or less": Fail
Result: Fail
  Fail: No capture or find; one attempt per impulse (BD 11.2.1)

D15 (PAC): retreating into an area with 4 enemy units, DR 3 < 4: lost;
DR 4: it gets through.  The 5.7 odds, for 2 to 12 enemy units: 0, 1, 3,
6, 10, 15, 21, 26, 30, 33, 35 in 36.

$ adjutant --session r.adj -c 'lookup contested-retreat enemy=4 roll=3' | sed -n 3,5p
  Roll minus enemy units: 3 - 4 = -1
  row "DR < enemy": Eliminated
Result: Eliminated

$ adjutant --session r.adj -c 'lookup contested-retreat enemy=4 roll=4' | sed -n 3,5p
  Roll minus enemy units: 4 - 4 = 0
  row "DR >= enemy": Survives
Result: Survives

$ for n in 2 3 4 5 6 7 8 9 10 11 12; do adjutant --session r.adj --json -c "lookup contested-retreat enemy=$n ?" | grep -o '"ways":{[^}]*}'; done
"ways":{"Survives":36}
"ways":{"Eliminated":1,"Survives":35}
"ways":{"Eliminated":3,"Survives":33}
"ways":{"Eliminated":6,"Survives":30}
"ways":{"Eliminated":10,"Survives":26}
"ways":{"Eliminated":15,"Survives":21}
"ways":{"Eliminated":21,"Survives":15}
"ways":{"Eliminated":26,"Survives":10}
"ways":{"Eliminated":30,"Survives":6}
"ways":{"Eliminated":33,"Survives":3}
"ways":{"Eliminated":35,"Survives":1}

Mounted withdrawal (7.3.3): Union cavalry subtract 1, so a Spent Union
cavalry unit rolling 2 is eliminated; a Fresh one becomes Spent.  Odds of
an effect: 1 in 6 for the Confederates, 2 in 6 for Union cavalry.

$ adjutant --session r.adj -c 'lookup mounted-withdrawal unit=spent union-cavalry roll=2' | sed -n 2,6p
  die modifier: Union cavalry, -1 (BD 7.3.3)
  roll 1d6: 2 (real dice)
  modified roll: 1
  row "0-1": Eliminated
Result: Eliminated

$ adjutant --session r.adj -c 'lookup mounted-withdrawal unit=fresh roll=1' | sed -n 2,5p
  roll 1d6: 1 (real dice)
  row "0-1": Spent
Result: Spent
  Spent: The unit flips to Spent (BD 7.3.3)

$ adjutant --session r.adj --json -c 'lookup mounted-withdrawal unit=fresh ?' | grep -o '"ways":{[^}]*}'
"ways":{"Spent":1,"NE":5}

$ adjutant --session r.adj --json -c 'lookup mounted-withdrawal unit=fresh union-cavalry ?' | grep -o '"ways":{[^}]*}'
"ways":{"Spent":2,"NE":4}

5.8: the leader casualty roll: light 15, killed 6, serious 15 in 36.

$ adjutant --session r.adj --json -c 'lookup leader-casualty ?' | grep -o '"ways":{[^}]*}'
"ways":{"Light":15,"Killed":6,"Serious":15}

4.5: A.P. Hill's roll, made at the start of turn 5 before the
bombardment: 1-2 early.

$ adjutant --session r.adj -c 'lookup ap-hill-arrival roll=2' | tail -2
Result: Early
  Early: A.P. Hill may enter from this turn (1330) (BD 4.5)

$ adjutant --session r.adj -c 'next end' -c 'next end' -c 'next end' -c 'next end' > /dev/null; adjutant --session r.adj --seed 3 -c next | head -4
Turn 5 of 7 (1330-1530) begins.
  Confederate: A.P. Hill's Division: roll 1d6 to enter in area 9 or 10 this turn (1-2), else from the 1530 turn (BD 4.5)
  ap-hill-arrival: roll 3 -> Late
Union Long-Range Bombardment Phase (BD 3.0)

Impossible rolls are refused with the range expected:

$ adjutant --session r.adj -c 'lookup leader-casualty roll=13'
Leader Casualty (BD 8.7.2)
13 is not a 2d6 roll: the total reads 2 to 12. Nothing recorded
[1]

$ adjutant --session r.adj -c 'lookup mounted-withdrawal unit=fresh roll=7'
Mounted Withdrawal (BD 7.3.3)
7 is not a d6 roll: it reads 1 to 6. Nothing recorded
[1]

$ adjutant --session r.adj -c 'lookup contested-retreat roll=5'
Contested Retreat (BD PAC)
the Contested Retreat needs enemy=N
[1]

$ adjutant --session r.adj -c 'control 99 union'
99 is not a victory hex or special area of The Battle of Antietam (`control` lists them)
[1]

E4, E5 (7.11, 2nd edition note): entering an area with only Spent enemy
costs 2 MPs, not 1+2=3; with any Fresh enemy 3, not 4.  The costliest case
applies; they are not added.

$ adjutant --session r.adj -c 'lookup movement-cost fresh=0 spent=2' | tail -1
Result: 2

$ adjutant --session r.adj -c 'lookup movement-cost fresh=1 spent=1' | tail -1
Result: 3

$ adjutant --session r.adj -c 'lookup movement-cost fresh=0 spent=0 artillery=1' | tail -1
Result: 2

$ adjutant --session r.adj -c 'lookup movement-cost fresh=0 spent=0 artillery=0' | tail -1
Result: 1

The PAC chart: an area holding Spent enemy and friendly units too is "any
other type of area", 1 MP; fresh enemy there still costs 3.  Inputs left
out that the table allows (friendly, artillery) are said in the working:

$ adjutant --session r.adj -c 'lookup movement-cost fresh=0 spent=2 friendly=1'
Movement Cost to Enter an Area (BD 7.11)
  artillery=0 (not given)
  Area entered: none of the other cases -> Any other area
  cell: 1
Result: 1

$ adjutant --session r.adj -c 'lookup movement-cost fresh=2 spent=2 friendly=1' | tail -1
Result: 3

$ adjutant --session r.adj -c 'lookup movement-cost fresh=0 spent=2' | head -3
Movement Cost to Enter an Area (BD 7.11)
  friendly=0 (not given)
  artillery=0 (not given)

An input the table does not read is refused, naming the ones it does
(it would change nothing, and the player who typed it believes it did):

$ adjutant --session r.adj -c 'lookup movement-cost fresh=0 spent=2 foo=2'
the Movement Cost to Enter an Area reads no input "foo": expected fresh=N, spent=N, friendly=N, artillery=N
[1]

$ adjutant --session r.adj -c 'lookup bridge-ford roll=8 friendly=1'
the Bridge & Ford Table reads no input "friendly": it takes none but roll=N and its modifiers by name
[1]

