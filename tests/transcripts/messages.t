# Messages in transit and sealed declarations (for umpired games): the
# sender and the umpire see a message until its turn; the recipient from
# then on; a lost one never.  A sealed declaration shows only that it was
# made until every side's is revealed at once.

$ adjutant --session m.adj -c 'new bloodiest hist' > /dev/null; adjutant --session m.adj --side union -c 'message confederate We propose a truce arrives=+2'
Message #1 to the Confederate, arriving turn 3 (0930-1130): “We propose a truce”.

The recipient knows one is on its way, not what it says:

$ adjutant --session m.adj --side confederate -c message
  #1   Union -> Confederate, arriving turn 3 (0930-1130) (read on arrival)

$ adjutant --session m.adj --side confederate -c log | grep -c truce
0
[1]

$ adjutant --session m.adj --side union -c message
  #1   Union -> Confederate, arriving turn 3 (0930-1130): “We propose a truce”

$ adjutant --session m.adj --side union --json -c status | grep -o '"messages_in_transit":[0-9]*'
"messages_in_transit":1

Two turns on, it arrives at the start of turn 3, for the Confederate only:

$ adjutant --session m.adj -c 'next end' -c next -c 'next end' -c next | grep 'Message\|begins'
Turn 2 of 7 (0730-0930) begins.
Turn 3 of 7 (0930-1130) begins.
Message #1 from the Union: “We propose a truce”.

$ adjutant --session m.adj --side confederate -c 'log messages' | tail -1
   16  0930-1130 delivery Message #1 from the Union: “We propose a truce”

$ adjutant --session m.adj --side union -c 'log messages' | grep -c delivery
0
[1]

$ adjutant --session m.adj --side union -c log | sed -n 16p
   16  0930-1130 -       (hidden from the union view)

The umpire rules one lost: the recipient never hears of it.

$ adjutant --session m.adj -c 'message union Reinforce the bridge' -c 'message 2 lost'
Message #2 to the Union, arriving turn 4 (1130-1330): “Reinforce the bridge”.
Message #2 from the umpire to the Union was lost on the way.

$ adjutant --session m.adj --side union -c log | grep -c 'bridge'
0
[1]

$ adjutant --session m.adj --side union -c 'message 2 deliver'
only the umpire delivers a message early or rules it lost
[1]

$ adjutant --session m.adj -c 'message union x arrives=+9'
arrives=+9: after the scenario's last turn (7)
[1]

A turn is read with its range before any sum (issue 21): one past the
track, or past what a number holds, is refused, never taken modulo:

$ adjutant --session t.adj -c 'new bloodiest hist' > /dev/null; for a in 4294967298 2147483647 8 0 -1 +4294967297 +2147483647 ++1 +-1 1e3 0x2; do adjutant --session t.adj -c "message union x arrives=$a"; done
arrives=4294967298: the scenario's turns are 1 to 7
arrives=2147483647: the scenario's turns are 1 to 7
arrives=8: the scenario's turns are 1 to 7
arrives=0: the scenario's turns are 1 to 7
arrives=-1: the scenario's turns are 1 to 7
arrives=+4294967297: after the scenario's last turn (7)
arrives=+2147483647: after the scenario's last turn (7)
arrives=++1: expected +N (turns from now) or a turn
arrives=+-1: expected +N (turns from now) or a turn
arrives=1e3: expected +N (turns from now), a turn number or a turn's label
arrives=0x2: expected +N (turns from now), a turn number or a turn's label
[1]

$ adjutant --session t.adj -c 'message union x arrives=7' -c 'message 4294967297 lost' -c 'message 99999999999999999999 deliver'
Message #1 to the Union, arriving turn 7 (1730-1930): “x”.
no message #4294967297 in transit (`message` lists them)
no message #99999999999999999999 in transit (`message` lists them)
[1]

$ adjutant --session m.adj -c 'message prussia x'
"prussia" is not a side of Bloodiest Day: Antietam: a message goes to a side, a commander or the umpire
[1]

Sealed declarations, revealed together:

$ adjutant --session m.adj --side union -c 'declare operational'
Union declaration (sealed): “operational”. `reveal` shows every side's at once.

$ adjutant --session m.adj --side confederate -c status | tail -2
Sealed declarations (`reveal` when all are in):
  Union

$ adjutant --session m.adj --side confederate -c reveal
the Confederate has not sealed a declaration yet: all are revealed together (the umpire may reveal at any time)
[1]

$ adjutant --session m.adj --side confederate -c 'declare union passive'
the Confederate view acts for its own side only: this is for the Union
[1]

$ adjutant --session m.adj --side confederate -c 'declare passive' -c reveal
Confederate declaration (sealed): “passive”. `reveal` shows every side's at once.
Declarations revealed: Union: “operational”; Confederate: “passive”.

$ adjutant --session m.adj -c reveal
no sealed declaration to reveal (`declare TEXT`)
[1]

$ adjutant --session m.adj -c 'declare operational'
whose declaration? `declare SIDE TEXT` (e.g. declare union operational)
[1]

A reopened session folds to the same: the message numbers go on.

$ adjutant --session m.adj -c 'message union third'
Message #3 to the Union, arriving turn 4 (1130-1330): “third”.

A message or a declaration is kept whole or refused, never cut short (a
cut could fall in the middle of a character): 255 bytes of a message
arrive whole, 256 are refused.

$ e127=$(printf '%0127d' 0 | sed 's/0/é/g'); adjutant --session w.adj -c 'new bloodiest hist' > /dev/null; adjutant --session w.adj -c "message confederate x${e127}y arrives=+0"; adjutant --session w.adj -c "message confederate x${e127} arrives=+0" > /dev/null; sqlite3 w.adj "SELECT length(text), length(CAST(text AS BLOB)) FROM event WHERE kind = 'delivery'"; adjutant --session w.adj -c 'log verify'
a message is at most 255 bytes (this one is 256): send it in parts
158|289
Log verified: 4 events, hash chain intact.

$ adjutant --session w.adj -c "declare union $(printf '%064d' 0 | sed 's/0/é/g')"
a declaration is at most 127 bytes (this one is 128)
[1]

A side writes to the umpire, who is not on the map: it arrives at once,
for the umpire only.

$ adjutant --session u.adj -c 'new bloodiest hist' > /dev/null; adjutant --session u.adj --side union -c "message umpire May we cross at Snavely's ford?" -c message; adjutant --session u.adj --side confederate -c 'log messages' | wc -l; adjutant --session u.adj -c 'log messages'
Message #1 to the umpire: “May we cross at Snavely's ford?”.
No message in transit to or from you.
0
    3  0530-0730 message Message #1 to the umpire: “May we cross at Snavely's ford?”
    4  0530-0730 delivery Message #1 from the Union: “May we cross at Snavely's ford?”

$ adjutant --session u.adj --side union -c 'message umpire x arrives=+1'
a message to the umpire arrives at once: leave out arrives=
[1]

$ adjutant --session u.adj -c 'message umpire x'
the umpire writes to a side: `message SIDE TEXT` (`note --umpire TEXT` keeps a line for yourself)
[1]

At a table the sender's arrives= stands; the umpire may set another turn
(`message N approve arrives=...`; in a shared campaign a side's message
waits for it: tests/server/messages.sh):

$ adjutant --session u.adj -c 'message union Hold arrives=+2' -c 'message 2 approve arrives=+1' -c message
Message #2 to the Union, arriving turn 3 (0930-1130): “Hold”.
Message #2 from the umpire to the Union will arrive turn 2 (0730-0930), as the umpire set.
  #2   umpire -> Union, arriving turn 2 (0730-0930): “Hold”

$ adjutant --session u.adj -c 'message 2 approve'
message #2 arrives turn 2 (0730-0930) already: `message 2 approve arrives=+N|TURN` sets another turn
[1]

$ adjutant --session u.adj --side union -c 'message 2 approve arrives=+0'
only the umpire sets when a message arrives
[1]

$ adjutant --session u.adj -c 'message 2 approve arrives=+0' -c 'message 2 frob'
Message #2 from the umpire to the Union will arrive turn 1 (0530-0730), as the umpire set.
Message #2 from the umpire: “Hold”.
usage: message [SIDE|COMMANDER|umpire TEXT [arrives=+N|TURN] [distance=N] [rail=N] [roll=N] | N approve [arrives=+N|TURN] | all approve | N deliver|lost [reason=WHY]]
[1]

The inbox: the umpire's holds what the sides sent it (and, in a
campaign, what waits for its approval: tests/server/inbox.sh); a side's
holds what arrived for it.

$ adjutant --session u.adj --side union -c 'message umpire May we fall back?' > /dev/null; adjutant --session u.adj -c inbox | sed 's/at [0-9:]* UTC/at HH:MM UTC/'
Inbox, oldest first (`message N approve` sets one as asked):
  #1   Union -> umpire, turn 1 (0530-0730) at HH:MM UTC, answered: “May we cross at Snavely's ford?”
  #3   Union -> umpire, turn 1 (0530-0730) at HH:MM UTC, unanswered: “May we fall back?”

$ adjutant --session u.adj --side union -c inbox | sed 's/at [0-9:]* UTC/at HH:MM UTC/'
Messages that arrived for you, oldest first:
  #2   umpire -> Union, turn 1 (0530-0730) at HH:MM UTC: “Hold”

$ adjutant --session u.adj --side confederate -c inbox
No message has arrived for you.

$ adjutant --session u.adj -c 'inbox all'
usage: inbox
[1]

$ adjutant --session u.adj -c 'view table' -c inbox
View: the table's (what every side may see; `hand SIDE` shows a side its own chits, `view umpire` shows everything to a player alone).
the inbox is the umpire's or a side's, and every side reads the table's screen: `view umpire` or `view SIDE` first
[1]

On the scenario's last turn no turn follows: a message that asks none is
refused, as `arrives=+1` is, rather than left to arrive never.

$ adjutant --session l.adj -c 'new longstreet-attacks round-tops' > /dev/null; for i in 1 2 3 4 5; do adjutant --session l.adj -c 'next end yes' -c 'next key-chits' > /dev/null 2>&1; done; adjutant --session l.adj -c 'message union Hold'
no turn follows this one, the scenario's last (6): `arrives=+0` delivers it now
[1]

$ adjutant --session l.adj -c 'message union Hold arrives=+0'
Message #1 to the Union, arriving turn 6 (6:00): “Hold”.
Message #1 from the umpire: “Hold”.
