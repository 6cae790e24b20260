# The Long Roads to Gettysburg: the Random Events Table rolled by the
# `next` that enters its step (step_roll), typed dice with `next roll=N`,
# a substitution said in its own words, the result's effects applied by
# the same command (a unit of the Richmond Garrison queue, the Beauregard
# roll of its arrival), the look-up's printed and substituted results in
# `log --json`, and the queues in `status --json` and `queue`.

$ adjutant --session lr.adj -c 'new long-roads high-tide' -c 'track meade-commands =1' -c 'track meade-north =1' > /dev/null

Three jumps reach the Random Events step of turn 4, the first the table
is rolled in (2.0); the last one's typed roll is the table's:

$ for i in 1 2; do adjutant --session lr.adj -c 'next random-events yes' > /dev/null; done
$ adjutant --session lr.adj -c 'next random-events yes roll=7' | sed -n '/^Turn 4/,$p'
Turn 4 of 29 (Jun 12) begins.
...
Random Events Table (LRTG 2.0)
  roll 2d6: 7 (real dice)
  Dice sum: 7 = 7
  row "7": Rear Area Paralysis
  7: Rear Area Paralysis -> Richmond Garrison: Meade commands and is north of the Potomac (LRTG 2.0)
Result: Richmond Garrison
...
  Richmond Garrison Track: Richmond Garrison 1 arrives (1 of 4): 4 MP; anywhere on the south edge of the SJW map (LRTG 3.1)
...
Beauregard (LRTG 2.0)
...

The journal keeps the table's own result, the one the campaign made of
it, and the step between with its condition, values and words:

$ adjutant --session lr.adj --json -c 'log lookups' | grep -o '"printed":"Rear Area Paralysis","result":"Richmond Garrison"'
"printed":"Rear Area Paralysis","result":"Richmond Garrison"

$ adjutant --session lr.adj --json -c 'log lookups' | grep -o '"cond":":meade_commands = 1 AND :meade_north = 1","section":"2.0","substituted":"Rear Area Paralysis","values":"1 = 1 AND 1 = 1","why":"Meade commands and is north of the Potomac"'
"cond":":meade_commands = 1 AND :meade_north = 1","section":"2.0","substituted":"Rear Area Paralysis","values":"1 = 1 AND 1 = 1","why":"Meade commands and is north of the Potomac"

$ adjutant --session lr.adj --json -c 'log queues' | grep -o '"source":{[^}]*}' | grep random-events
"source":{"kind":"rule","table":"effect","id":"random-events:Richmond Garrison","section":"3.1"}

$ adjutant --session lr.adj --json -c status | grep -o '"richmond-garrison":{[^}]*}'
"richmond-garrison":{"left":3,"next":"Richmond Garrison 2"}

A unit brought in by hand (a delayed arrival), its arrival's roll too;
the name is matched as names are elsewhere:

$ adjutant --session lr.adj -c 'queue rich arrive' | head -3
  Richmond Garrison Track: Richmond Garrison 2 arrives (2 of 4): 4 MP; anywhere on the south edge of the SJW map (LRTG 3.1)
  a die for Beauregard with each Richmond Garrison unit (LRTG 2.0)
Beauregard (LRTG 2.0)

$ adjutant --session lr.adj -c 'queue richmond'
Queues (`queue NAME arrive` brings the next unit in by hand):
  Richmond Garrison Track (Confederate, LRTG 3.1): 2 of 4 arrived, 2 left
    arrived: Richmond Garrison 1, Richmond Garrison 2
    next:    Richmond Garrison 3: 4 MP; anywhere on the south edge of the SJW map
    then:    Richmond Garrison 4

Taken back, the queue is as it was:

$ adjutant --session lr.adj -c undo > /dev/null; adjutant --session lr.adj --json -c status | grep -o '"richmond-garrison":{[^}]*}'
"richmond-garrison":{"left":3,"next":"Richmond Garrison 2"}

Bad input, one line each, nothing recorded:

$ adjutant --session lr.adj -c 'queue nosuch arrive'
"nosuch" is no queue: expected csa-reinforcements, richmond-garrison, wv, pa-militia, dc-baltimore
[1]

$ adjutant --session lr.adj -c 'queue rich depart'
usage: queue [QUEUE [arrive]]
[1]

A typed roll no roll of the step takes is said unused:

$ adjutant --session lr.adj -c 'next roll=5' | tail -1
(roll=5 was not needed: no roll at this step)

The issue's own example, in play: once Confederate infantry has crossed
(a latch on the players' flag), a 7 typed at the Random Events step of
turn 4 questions Hooker, and the counter moves with the effect row as
its source:

$ adjutant --session h.adj -c 'new long-roads high-tide' > /dev/null 2>&1; adjutant --session h.adj -c 'track csa-infantry-north =1' | grep -c 'crossed the Potomac'
1

$ for i in 1 2; do adjutant --session h.adj -c 'next random-events yes' > /dev/null; done; adjutant --session h.adj -c 'next random-events yes roll=7' | grep -E '^  7: |^Result|^  Hooker Questioned [0-9]'
  7: Rear Area Paralysis -> Hooker Questioned: a Confederate infantry unit has crossed the Potomac (LRTG 2.0)
Result: Hooker Questioned
  Hooker Questioned 0 -> 1: Hooker is questioned once more (the third brings Meade) (LRTG 16.2).

$ adjutant --session h.adj --json -c 'log tracks' | grep -o '"source":{"kind":"rule","table":"effect","id":"random-events:Hooker Questioned"[^}]*}'
"source":{"kind":"rule","table":"effect","id":"random-events:Hooker Questioned","section":"16.2"}
