# Queues of units that arrive one at a time (src/mech/queue.c): `queue`
# lists them, `queue NAME arrive` brings the next in by hand.  Bad input
# is refused in one line naming what was expected, and records nothing.

$ adjutant --session la.adj -c 'new longstreet round' > /dev/null; adjutant --session lr.adj -c 'new long-roads high-tide' > /dev/null

A game without queues refuses the command before it runs:

$ adjutant --session la.adj -c queue
queue: Longstreet Attacks has no queues of arriving units
[1]

$ adjutant --session lr.adj -c 'queue nosuch arrive'
"nosuch" is no queue: expected csa-reinforcements, richmond-garrison, wv, pa-militia, dc-baltimore
[1]

$ adjutant --session lr.adj -c 'queue nosuch'
"nosuch" is no queue: expected csa-reinforcements, richmond-garrison, wv, pa-militia, dc-baltimore
[1]

More words than any form takes, or a word other than `arrive`:

$ adjutant --session lr.adj -c 'queue x y z'
usage: queue [QUEUE [arrive]]
[1]

$ adjutant --session lr.adj -c 'queue x leave'
usage: queue [QUEUE [arrive]]
[1]

Nothing was recorded by any of them:

$ adjutant --session lr.adj -c 'log queues' | wc -l
0

`status` says the queues in one line, and `status --json` has the
object scripts read:

$ adjutant --session lr.adj -c status | grep '^Queues'
Queues (`queue` shows what is next): Confederate Reinforcement Track 4 left, Richmond Garrison Track 4 left, West Virginia Reinforcement Track 3 left, Pennsylvania Militia 10 left, DC / Baltimore Releases 8 left

$ adjutant --session lr.adj --json -c status | jq -c '.queues["csa-reinforcements"]'
{"left":4,"next":"Imboden"}
