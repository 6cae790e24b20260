# The Long Roads to Gettysburg: the calendar (VIII 1 rules 2-3).  Turns
# 1-3 are three days each from June 3, every later turn one day; every
# label is worked out, as the Turn Record Tables are player aids.

$ adjutant --session h.adj -c 'new long-roads high-tide'
The Long Roads to Gettysburg - High Tide of the Confederacy (LRTG VIII 1): 29 turns, Jun 3-5 to Jul 7.
Session saved as h.adj
Note: Combat Results Table (series), Leader Movement Allowance (series), Extended March / Disorganization Table (series), County Forage Values are printed on your player aids, not in the rulebook text; `table list` shows which you have entered and `help table` how to enter them once for every later game.

Turn 1 is Jun 3-5, turn 4 Jun 12, turn 22 Jun 30; the short game ends
with the July 7 turn, its 29th:

$ adjutant --session h.adj --json -c turns | grep -o '"turn":[0-9]*,"label":"[^"]*","derived":true' | sed -n '1p;4p;22p;29p;30p'
"turn":1,"label":"Jun 3-5","derived":true
"turn":4,"label":"Jun 12","derived":true
"turn":22,"label":"Jun 30","derived":true
"turn":29,"label":"Jul 7","derived":true

The campaign has 52, to July 30, with the draft riots' July 14 the 36th:

$ adjutant --session c.adj -c 'new long-roads gettysburg-campaign'; adjutant --session c.adj --json -c turns | grep -o '"turn":[0-9]*,"label":"[^"]*"' | sed -n '36p;52p;53p'
The Long Roads to Gettysburg - The Gettysburg Campaign (LRTG VIII 2): 52 turns, Jun 3-5 to Jul 30.
Session saved as c.adj
Note: Combat Results Table (series), Leader Movement Allowance (series), Extended March / Disorganization Table (series), County Forage Values are printed on your player aids, not in the rulebook text; `table list` shows which you have entered and `help table` how to enter them once for every later game.
"turn":36,"label":"Jul 14"
"turn":52,"label":"Jul 30"

`turns --json` has the other games' shape: each turn its number, label,
derived and uncertain flags, note, daypart and flags:

$ adjutant --session h.adj --json -c turns | grep -o '{"turn":1,[^}]*}'
{"turn":1,"label":"Jun 3-5","derived":true,"uncertain":false,"note":"Three days (rule 3); the game starts June 3 (rule 2).","daypart":"day","flags":[]}

$ adjutant --session h.adj -c turns | sed -n '1,3p;$p'
Turn Record Track of High Tide of the Confederacy (* worked out, not printed):
>  1  Jun 3-5     * (VIII 1)
        Three days (rule 3); the game starts June 3 (rule 2).
The order of the steps of each turn is worked out, not printed: `help next` lists them.

No Random Events on turns 1-3 (VIII 1 rule 4): turn 1 starts at the
Reinforcement Phase, whose order in the sequence is worked out (1.0
leaves it to a player aid), as status says:

$ adjutant --session h.adj -c status | sed -n 2p; adjutant --session h.adj --json -c status | grep -o '"phase_[a-z]*":[^,]*'
Turn 1 of 29 (Jun 3-5)   Phase: Reinforcement Phase (order worked out)
"phase_id":"reinforcements"
"phase_derived":true

Another game's steps say nothing of it:

$ adjutant --session b.adj -c 'new bloodiest-day historical' > /dev/null; adjutant --session b.adj --json -c status | grep -c phase_derived
0
[1]

$ adjutant --session h.adj -c 'help next' | grep -E 'reinforcements|worked out'
  reinforcements         Reinforcement Phase *
  (* its place in the order is worked out from the text, not printed)

Each step says so on arrival; turn 1's reminders say what goes on:

$ adjutant --session h.adj -c next
Operational / Passive Declaration Phase (LRTG 4.1; order worked out)
  Each side picks Operational or Passive in secret; after a Spy event the winner sees the loser's pick before making his own.
  Turns 1-3: declarations and naval movement go on as on any turn.

The Time Allocation Phase is played with its option only (22.0):

$ adjutant --session h.adj -c next | head -1
Communications Phase (LRTG 21.1; order worked out)

$ adjutant --session t.adj -c 'new long-roads high-tide +time-limitation' -c 'next' -c next | grep -v '^  '
Option: Time Limitation.
The Long Roads to Gettysburg - High Tide of the Confederacy (LRTG VIII 1): 29 turns, Jun 3-5 to Jul 7.
Session saved as t.adj
Note: Combat Results Table (series), Leader Movement Allowance (series), Extended March / Disorganization Table (series), County Forage Values are printed on your player aids, not in the rulebook text; `table list` shows which you have entered and `help table` how to enter them once for every later game.
Operational / Passive Declaration Phase (LRTG 4.1; order worked out)
Time Allocation Phase (LRTG 22.2; order worked out)

The movement restrictions of turns 1-3 at the Action Phase (VIII 1 rule
3), and Chatham Bridge (rule 6):

$ adjutant --session h.adj -c 'next action'
(passed Leader Transfer Phase)
(passed Attachment / Detachment Phase)
Action Phase (LRTG IV e); order worked out)
  Initiative and actions until both sides pass; then a new initiative roll opens distance movement (rail, sea, strategic) until both pass again.
  Turns 1-2: only Confederate infantry may activate.
  Union: once the Confederates are done, one infantry corps or cavalry division (to fatigue 4) per Confederate corps that moved, the cavalry corps with Jenkins counting; one more if fewer than three full Confederate infantry divisions are within 5 hexes of Fredericksburg, two more if none are.
  No Union unit may enter Caroline, Spotsylvania, Orange, Culpeper, Rappahannock or Warren County; every restriction ends once a Confederate unit leaves those six counties (W0618 counts as Warren).
  Chatham Bridge is destroyed from the start (LRTG VIII 1)

Turn 2 leaves out the Random Events and the supply steps (rule 4), and
Pickett arrives (rule 7):

$ adjutant --session h.adj -c 'next reinforcements yes'
...
Turn 2 of 29 (Jun 6-8) begins.
  This turn leaves out: Random Events Phase, Time Allocation Phase, Confederate Levies Phase, Supply Status Phase, Potomac River & Shenandoah Valley Control Phase, Supply Expenditure Phase, Forage / Resupply Phase, Supply Effects Phase, Supply Line Repair Phase (no random events on turns 1-3; played with the time limitation rule only; no supply phase on turns 1-3).
Reinforcement Phase (LRTG 3.0; order worked out)
  Scheduled arrivals, then the reinforcement and release rolls now due; either side may hold an arrival back for a later Reinforcement Phase.
  Turns 1-3: no Union reinforcement rolls; scheduled Confederate arrivals still come.
  Confederate: Pickett (12 MP) enters on the south map edge, hex row 20xx or lower (LRTG VIII 1)

Turn 3 brings Pettigrew, and Confederate cavalry may move:

$ adjutant --session h.adj -c 'next reinforcements yes' | tail -1; adjutant --session h.adj -c 'next action' | grep 'Turn 3'
  Confederate: Pettigrew (4 MP) enters on the south map edge, hex row 20xx or lower (LRTG VIII 1)
  Turn 3: Confederate infantry and cavalry may move.

`setup` lists both arrivals, in every scenario:

$ adjutant --session c.adj -c setup
Set-up of The Gettysburg Campaign (LRTG VIII 2):
...
Arrivals:
  Jun 6-8 confederate: Pickett (12 MP) enters on the south map edge, hex row 20xx or lower (VIII 1)
  Jun 9-11 confederate: Pettigrew (4 MP) enters on the south map edge, hex row 20xx or lower (VIII 1)

Turn 4 plays every step: the Random Events Phase comes back, and the
restrictions are lifted:

$ adjutant --session h.adj -c 'next random-events yes' | sed -n '/^Turn 4/,$p'
Turn 4 of 29 (Jun 12) begins.
  This turn leaves out: Time Allocation Phase (played with the time limitation rule only).
  The movement restrictions of turns 1-3 are lifted; random events, Union reinforcement rolls and the supply steps begin (LRTG VIII 1)
Random Events Phase (LRTG 2.0; order worked out)
...

$ adjutant --session h.adj -c 'next levies' | tail -2
Confederate Levies Phase (LRTG 13.1; order worked out)
  Levy the towns held by eligible infantry (`levy TOWN`): victuals to the town's ledger, VP for Pennsylvania towns.

The Brandy Station opening puts its own restrictions in place of the
scenario's (27.1-27.2):

$ adjutant --session bs.adj -c 'new long-roads high-tide +brandy-station' -c 'next action' | grep -E '^  (Brandy|Union|No|Turns 1-2)'
  Brandy Station: no strategic movement; no Confederate unit may enter Fauquier or Stafford County; Confederate infantry activates as usual, Confederate cavalry only once released.
  Union: once the Confederates are done, one infantry corps or two cavalry divisions (to fatigue 4) per Confederate infantry corps that moved; one more (or two cavalry divisions) if fewer than three full Confederate infantry divisions are within 5 hexes of Fredericksburg, and one more if none are.
  No Union unit may enter Caroline, Spotsylvania, Orange, Culpeper, Rappahannock or Warren County (Union cavalry may on turn 3); the restrictions end at the start of turn 4.

The first crossing is latched with its turn (turn 4 here); the forage and
county steps then remind what counts from it (13.5, 11.2):

$ adjutant --session h.adj -c 'track csa-infantry-north =1' -c 'next forage' -c 'next county-control' | grep -v '^(passed'
Confederate infantry north of the Potomac 0 -> 1
Confederate infantry has crossed the Potomac: the forage cuts and the county doubling count from this turn (LRTG 13.5)
  Turn of the first crossing 0 -> 4: the turn of the first crossing (LRTG 13.5).
Forage / Resupply Phase (LRTG 13.5; order worked out)
  Passive sides only: units in range refill, units out of range may forage; hand out victuals of captured depots and levied towns.
  Counting from the turn of the first crossing (crossing-turn): Confederate forage north of the Potomac is 1 lower from the 15th turn after it, 2 from the 22nd, 3 from the 29th.
County Control Phase (LRTG 11.0; order worked out)
  Record each victory-point county the Confederates hold (`county COUNTY`).
  County VP are doubled from 30 days after the first crossing (crossing-turn).

A later crossing changes nothing of it:

$ adjutant --session h.adj -c 'track csa-infantry-north =0' -c 'track csa-infantry-north =1'; adjutant --session h.adj --json -c status | grep -o '"crossing-turn":[0-9]*'
Confederate infantry north of the Potomac 1 -> 0
Confederate infantry north of the Potomac 0 -> 1
"crossing-turn":4

No Random Events roll on turns 1-3: the first is turn 4's (2.0):

$ adjutant --session r.adj -c 'new long-roads high-tide' > /dev/null; yes next | head -34 | adjutant --seed 1 --session r.adj - > /dev/null; adjutant --session r.adj --json -c 'log lookup' | grep -o '"turn":[0-9]*,"turn_label":"[^"]*","kind":"lookup","text":"[^:]*' | head -1
"turn":4,"turn_label":"Jun 12","kind":"lookup","text":"Random Events Table
