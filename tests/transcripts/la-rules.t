# Longstreet Attacks rules the program once got wrong: 21.2's footnotes
# (Law's and Barksdale's brigades counted as others), victory hexes held
# from the set-up (21.4), and Close Combat and the chits drawn within a
# brigade's activation (14.3, 15.1).

21.2: in The Whirlpool Law's two units belong to Benning's Brigade for
all game purposes, so Hood's chit has three brigades to activate there
(Anderson's, Robertson's, Benning's), not four; Law's typed is Benning's.

$ adjutant --session w.adj -c 'new longstreet whirlpool' -c 'key union stand' -c 'key confederate rebel anv' > /dev/null; adjutant --session w.adj -c 'next draw-chit' > /dev/null; adjutant --session w.adj -c 'draw hood law roll=1'
Drew: Hood Replacement (division, Confederate) - pulled from your cup
  Command Rating roll: 1 (real dice) against Hood Replacement's higher rating 4 (21.2j) -> Full Activation.
Law's Brigade counts as Benning's in this scenario (LA 21.2).
  Benning's activated: Full Activation (Hood Replacement).
  Hood Replacement goes back into the cup: 2 brigades still to activate (10.7).

$ adjutant --session w.adj -c 'next draw-chit' > /dev/null; adjutant --session w.adj -c 'draw hood law roll=1'
"law" is not an unactivated brigade of Hood Replacement: Law's Brigade counts as Benning's in this scenario (LA 21.2); expected one of Robertson's, Anderson's
[1]

$ adjutant --session w.adj -c 'draw hood robertson roll=1' -c 'next draw-chit' -c 'draw hood anderson roll=1' | grep 'activ\|discarded'
  Robertson's activated: Full Activation (Hood Replacement).
  Hood Replacement goes back into the cup: 1 brigade still to activate (10.7).
  Anderson's activated: Full Activation (Hood Replacement).
  Hood Replacement is discarded: all its brigades have acted.

21.4l (b): control is the last unit to occupy a hex, and 21.4 gives no
other start: a victory hex starts with the side its set-up puts on it.
The Union set-up stands on six Union-scoring hexes, which score on turn
1; the hexes nobody stands on are said, so that nobody forgets to record
a unit entering one.

$ adjutant --session h.adj -c 'new longstreet hammerin' > /dev/null; adjutant --session h.adj -c control | head -12
  1815  Peach Orchard          union        1 VP a turn for union (21.4l)
  1914  Peach Orchard          union        1 VP a turn for union (21.4l)
  2216  Stony Hill             union        1 VP a turn for union (21.4l)
  2315  Stony Hill             (none)       1 VP a turn for union (21.4l)
  2316  Stony Hill             union        1 VP a turn for union (21.4l)
  2715  Houck's Ridge          (none)       1 VP a turn for union (21.4l)
  2717  Houck's Ridge          union        1 VP a turn for union (21.4l)
  2718  Houck's Ridge          union        1 VP a turn for union (21.4l)
  3116  Little Round Top       (none)       1 VP a turn for union (21.4l)
  3117  Little Round Top       (none)       1 VP a turn for union (21.4l)
  1803  N. Cordori             (none)       1 VP a turn for union (21.4l)
  1815  Peach Orchard          union        1 VP a turn for confederate (21.4l)

$ adjutant --session h.adj -c control | tail -1
Held by nobody, so scoring for no side: 2315, 2715, 3116, 3117, 1803, 3223, 1800, 1709, 1706, 2211, 3113, 4009, 4015 (`control HEX SIDE` records a side's unit entering one).

$ adjutant --session h.adj -c 'next vp-awards yes' | tail -2
  Turn VP from hexes: Confederate 0, Union 6 (1815, 1914, 2216, 2316, 2717, 2718); net -6 (18.2).
  Held by nobody, so scoring for no side: 2315, 2715, 3116, 3117, 1803, 3223, 1800, 1709, 1706, 2211, 3113, 4009, 4015 (`control HEX SIDE` records a side's unit entering one).


A Cohesion Test's result comes in two parts (15.1, 15.2): the log keeps
the section read and both parts, not the roll alone.

$ adjutant -c 'table import longstreet-attacks.cohesion-fire fixtures/cohesion-fire-examples.csv --partial' -c 'table import longstreet-attacks.cohesion-close fixtures/cohesion-close-examples.csv --partial' > /dev/null; adjutant --session h.adj -c 'lookup cohesion-fire tough roll=55' -c 'lookup cohesion-close close roll=53' > /dev/null; adjutant --session h.adj -c log | tail -2
 +[0-9]+  4:00   lookup  Lookup cohesion-fire; roll 5\+5 -> Tough: Depletion D2; Skedaddle M R2 \(P1\) (re)
 +[0-9]+  4:00   lookup  Lookup cohesion-close; roll 5\+3 -> Close Fight: Depletion BD\*; Skedaddle AM (re)

14.3c: Close Combat's odds and CR shifts turn on all attacking and
defending SP and the best CRs.  In a script, what was not given is said,
with the shifts it leaves out (at the prompt it is asked for), and the log
keeps it.

$ adjutant --session h.adj -c 'close 3 4 slope roll=52 lead_cr=4' | grep -v 'player aid'
Combat Results Table (LA 12.3)
  SP column: 3 x 1 + 4 x 1 = 7 SP
  assumed none of these, for want of att=N, def=N, att_cr=N, def_cr=N: 3:1 odds, 2:1 odds, 3:2 odds, 1:3 odds, 1:2 odds, 2:3 odds, Best attacker CR above defending Lead CR, Defending Lead CR above best attacker CR (LA 14.3c)
  shift: Defender uphill across a Slope hexside, 2 left (LA 14.3c)
  net shift: 2 left

$ adjutant --session h.adj -c 'close 3 4 att=7 def=2 slope roll=52 lead_cr=4' | grep 'assumed\|^  shift:'
  assumed none of these, for want of att_cr=N, def_cr=N: Best attacker CR above defending Lead CR, Defending Lead CR above best attacker CR (LA 14.3c)
  shift: 3:1 odds, 3 right (LA 14.3c)
  shift: Defender uphill across a Slope hexside, 2 left (LA 14.3c)

$ adjutant --session h.adj -c log | tail -2
 +[0-9]+  4:00   lookup  Close Combat column: 3 x 1 \+ 4 x 1 = 7 SP \(lead_cr=4\); assumed none of 3-1, 2-1, 3-2, 1-3, 1-2, 2-3, better-cr, worse-cr (re)
 +[0-9]+  4:00   lookup  Close Combat column: 3 x 1 \+ 4 x 1 = 7 SP \(att=7, def=2, lead_cr=4\); assumed none of better-cr, worse-cr (re)

Given all, nothing is assumed:

$ adjutant --session h.adj -c 'close 3 4 att=7 def=7 att_cr=2 def_cr=4 slope roll=52 lead_cr=4' | grep -c assumed
0
[1]

Through --json (a client, the campaign server) nothing is asked either,
and what was left out is listed; an odds shift named by hand settles the
odds, so only the CR shifts are said.

$ adjutant --session h.adj --json -c 'close 3 4 att=7 slope roll=52 lead_cr=4' | grep -o '"left_out":[^]]*]'
"left_out":["3-1","2-1","3-2","1-3","1-2","2-3","better-cr","worse-cr"]

$ adjutant --session h.adj -c 'close 3 4 3-1 roll=52 lead_cr=4' | grep 'assumed\|^  shift:'
  assumed none of these, for want of att_cr=N, def_cr=N: Best attacker CR above defending Lead CR, Defending Lead CR above best attacker CR (LA 14.3c)
  shift: 3:1 odds, 3 right (LA 14.3c)

Low artillery ammunition shifts artillery fire only (10.5b): infantry fire
with it is said to assume infantry, and a scenario without the track has
no such shift to leave out.

$ adjutant --session h.adj -c 'track low-ammo =1' -c 'fire 10 roll=52 lead_cr=4' | grep assumed
  assumed none of these, for want of artillery=N: Low Artillery Ammo (artillery fire) (LA 10.5b)

$ adjutant --session w.adj -c 'fire 10 roll=52 lead_cr=4' | grep -c assumed
0
[1]

15.1a: D all depletes every unit in the target hex.  A cell's code of
more than one word is explained as one code, not as its first word (D,
the Lead Unit alone); a cell mixing such a code with others is imported.

$ printf 'die,column,Close Fight,Routine,Tough,Severe\n6,Depletion,,,,D all\n2,Skedaddle,,,,RA2 M\n' > dall.csv; adjutant -c 'table import longstreet-attacks.cohesion-close dall.csv --partial' > /dev/null; adjutant --session h.adj -c 'lookup cohesion-close severe roll=62'
Close Combat Cohesion Test Table (LA 15.2, your imported copy)
  roll d66: 62 (coloured 6, white 2) (real dice)
  Depletion (die 6): D all
    D all: Every unit in the target hex, not the Lead Unit alone, is depleted as by D
  Skedaddle (die 2): RA2 M
    RA2: Every defending unit in the hex retreats the given number of hexes
    M: Lead Unit takes one Morale Hit
Next (LA 15.7): lookup break-test cr=CR, if the Lead Unit was already Battleworn; or if the Lead Unit was already Disrupted

$ printf 'die,column,Routine,Tough,Severe\n6,Depletion,,,D all\n6,Skedaddle,,,2M R3 (P1)\n' > dall2.csv; adjutant -c 'table import longstreet-attacks.cohesion-fire dall2.csv --partial' | sed 's/, saved in .*//'; adjutant --session h.adj -c 'lookup cohesion-fire severe roll=66' | grep '^    '
Imported the Fire Combat Cohesion Test Table: 2 cells (part of the table)
    D all: Every unit in the target hex, not the Lead Unit alone, is depleted as by D
    2M: Lead Unit takes two Morale Hits
    R3: Lead Unit retreats the given number of hexes
    P1: Panic: # enemy units with modified CR 2 or less near the target, lowest first, take M and R3

10.3: a chit is drawn, or a CIC played, at the pull, and a brigade it
activates plays its own steps next.  A `draw` inside Ward's activation
ends it, goes back to the pull and starts Law's steps at the Orders Step,
so the combat that follows is logged under Law's, not at Ward's Fire
Combat Step.

$ adjutant --session r1.adj -c 'new longstreet round' -c 'key union stand' -c 'key confederate rebel anv' -c 'next draw-chit' > /dev/null; adjutant --session r1.adj -c 'draw birney ward' -c next -c next > /dev/null; adjutant --session r1.adj -c 'draw hood law' -c 'close 3 4 att=7 def=2 att_cr=3 def_cr=3 roll=52 lead_cr=4' | grep -v '^  '
Ward's activation ends: a chit is drawn or played at the Chit Draw Phase (10.3).
Chit Draw Phase: Drawing and Applying a Chit (LA 10.3)
Drew: Hood (division, Confederate) - pulled from your cup
Brigade Activation Phase: Orders Step (LA 11.0)
Combat Results Table (LA 12.3)
The Combat Results Table is printed on your player aid: enter it once with `table import longstreet-attacks.crt FILE.csv` to get the column, the roll and the result here (`help table`).

$ adjutant --session r1.adj -c log | tail -6 | cut -c8-
4:20   phase   Turn 1 (4:20): Chit Draw Phase: Drawing and Applying a Chit
4:20   chit    Confederate: Drew Hood (Division)
4:20   brigade Confederate: Law's activated: Full Activation (Hood)
4:20   chit    Confederate: Hood back into the cup
4:20   phase   Turn 1 (4:20): Brigade Activation Phase: Orders Step
4:20   lookup  Close Combat column: 3 x 1 + 4 x 1 = 7 SP (att=7, def=2, att_cr=3, def_cr=3, lead_cr=4)

A draw typed at the Held Chits step (10.1) is made at the pull that
follows it, and its brigade's steps begin (the pull step used to start
with nothing activated, and `next` drew again).

$ adjutant --session r2.adj -c 'new longstreet round' -c 'key union stand' -c 'key confederate rebel anv' -c 'next held-event-chits' > /dev/null; adjutant --session r2.adj -c 'draw hood law' | grep -v '^  '; adjutant --session r2.adj -c status | grep -o 'Phase: .*'
Chit Draw Phase: Drawing and Applying a Chit (LA 10.3)
Drew: Hood (division, Confederate) - pulled from your cup
Brigade Activation Phase: Orders Step (LA 11.0)
Phase: Brigade Activation Phase: Orders Step

A CIC played inside another brigade's activation (Hammerin' Sickles'
Longstreet) is played at the pull, and Kershaw's steps begin.  The log
names the activation the Confederates', the side of the brigade it is
about (its data's "by" is the CIC's chit, no side).

$ adjutant --session hs.adj -c 'new longstreet hammerin' -c 'key union stand' -c 'key confederate rebel anv' -c 'next draw-chit' > /dev/null; adjutant --session hs.adj -c 'draw longstreet' -c 'draw hood law' -c next -c next > /dev/null; adjutant --session hs.adj -c 'play longstreet kershaw roll=1' | grep -v '^  '; adjutant --session hs.adj -c log | tail -4 | cut -c8-
Longstreet: rolled 1 (real dice) against Success:1-6 (hammerin-sickles, 21.4) -> Success
Law's activation ends: a chit is drawn or played at the Chit Draw Phase (10.3).
Chit Draw Phase: Drawing and Applying a Chit (LA 10.3)
Brigade Activation Phase: Orders Step (LA 11.0)
4:00   chit    Confederate: Longstreet used: roll 1, success
4:00   phase   Turn 1 (4:00): Chit Draw Phase: Drawing and Applying a Chit
4:00   activation Confederate: Kershaw's activated by Longstreet (Full; marker not flipped, 10.6)
4:00   phase   Turn 1 (4:00): Brigade Activation Phase: Orders Step

A brigade activated by a CIC is the one whose steps these are: Benning's
arrival (The Whirlpool, turn 1) is said at its Movement Step.

$ adjutant --session wc.adj -c 'new longstreet whirlpool' -c 'key union stand' -c 'key confederate rebel anv' -c 'next draw-chit' > /dev/null; adjutant --session wc.adj -c 'draw longstreet' -c 'play longstreet benning roll=1' -c next -c next -c next | grep 'Brigade enters'
  Confederate: Benning's Brigade enters: 15 GA, 20 GA at 2222 (LA 21.2)
  Confederate: Law's Brigade enters: 44 AL, 48 AL (count as Benning's here) at 2722 (LA 21.2)

10.5a: a Division chit negated by the Fortunes of War marks a brigade
Activated without letting it do anything: no activation steps follow,
and `next` draws again.

$ adjutant --session wn.adj -c 'new longstreet whirlpool' -c 'key union stand' -c 'key confederate rebel anv' -c 'next draw-chit' > /dev/null; adjutant --session wn.adj -c 'draw fortunes' -c 'draw humphreys burling' > /dev/null; adjutant --session wn.adj -c next | grep -c '^Drew:'
1

Back at the pull, the last activation is over: when the cup runs out and
`next` walks past the activation steps, the last brigade's arrival is
not said again (Benning's entered once).

$ (echo 'new longstreet whirlpool'; i=0; while [ $i -lt 150 ]; do echo next; i=$((i+1)); done) | adjutant --session ws.adj --seed 2 - | grep -c "Benning's Brigade enters"
1

10.5c: the General Casualty Table prints No Effect where no general is
hit; it is not a general's name, and it cites 10.5c, not 19.2's Command
Event roll.  (A made-up test-only table: the real one is on the player
aid.)

$ printf 'roll,Union,Confederate\n11-66,Barnes,No Effect\n' > gc.csv; adjutant -c 'table import longstreet-attacks.fog-of-war fixtures/fog-test-only.csv --partial' -c 'table import longstreet-attacks.general-casualty gc.csv --partial' > /dev/null; adjutant --session g.adj --seed 2 -c 'new longstreet round' -c 'next build' -c 'next draw-chit' > /dev/null; adjutant --session g.adj -c 'draw fog roll=6' | tail -3
  row "11-66": No Effect
Result: No Effect
  No Effect: No general is hit (LA 10.5c)

4.4: every Division chit has a red-cross Replacement, Barnes's too.

$ adjutant --session g.adj -c 'undo' > /dev/null; adjutant --session g.adj -c 'draw fog roll=5' | tail -1
  Barnes hit: Barnes Replacement waits beside the cup and is swapped in when Barnes is drawn (10.5c).

$ adjutant --session g.adj -c 'draw barnes' | head -2
Drew: Barnes, a casualty: swapped for Barnes Replacement before anything else (10.5c).
  Barnes replaced by Barnes Replacement (10.5c).
