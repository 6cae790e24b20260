# Written orders by the rules (The Long Roads to Gettysburg 21.2): the
# delivery table a commander's `message ... distance=N` rolls, and what a
# table refuses in one line.  The orders themselves go between the
# commanders of a shared campaign (tests/server/lr-orders.sh).

The table each order rolls, with real dice: die 1 destroyed at any
distance; 2 at 19 delivered, at 20 destroyed; 3 at 19 delivered, at 20
next day; 4 at 29 delivered; 6 at 30 next day; the Union's rail hexes
left out of the count.

$ for q in 'distance=45 roll=1' 'distance=19 roll=2' 'distance=20 roll=2' 'distance=19 roll=3' 'distance=20 roll=3' 'distance=29 roll=4' 'distance=30 roll=6' 'distance=35 rail=16 roll=2'; do adjutant -c "lookup long-roads.message-delivery $q" | grep '^Result'; done
Result: Destroyed
Result: Delivered
Result: Destroyed
Result: Delivered
Result: Next day
Result: Delivered
Result: Next day
Result: Delivered

Without the multiple commanders option there are no written orders:

$ adjutant --session a.adj -c 'new long-roads high-tide' > /dev/null 2>&1; adjutant --session a.adj -c 'message union Hold the ford distance=5 roll=4'
written orders timed by a roll (LRTG 21.2) come with the multiple-commanders option: `new long-roads SCENARIO +multiple-commanders`
[1]

With it, an order goes from one commander to another, each at his own
terminal; not at a table's screen, nor from a side's own view:

$ adjutant --session b.adj -c 'new long-roads high-tide +multiple-commanders' -c 'next communications' > /dev/null 2>&1; adjutant --session b.adj -c 'message union Hold the ford distance=5 roll=4'
a written order goes from one commander to another, each at his own terminal of a shared campaign (`role list` names them): not at a table's screen
[1]

$ adjutant --session b.adj --side confederate -c 'message union Hold the ford distance=5 roll=4'
a written order goes from one commander to another, each at his own terminal of a shared campaign (`role list` names them): not at a table's screen
[1]

A side's message to a side is still the umpire's to time, as before:

$ adjutant --session b.adj --side union -c 'message confederate We ask a truce'
Message #1 to the Confederate, arriving turn 2 (Jun 6-8): “We ask a truce”.

and a reason is only for overruling a roll:

$ adjutant --session b.adj -c 'message 1 deliver reason=The rider was quick'
message #1 is timed by the umpire, not by a roll: `message 1 approve [arrives=+N|TURN]` or `message 1 deliver|lost`, without reason=
[1]

A game with no delivery rule says so:

$ adjutant --session c.adj -c 'new longstreet round' > /dev/null 2>&1; adjutant --session c.adj -c 'message union Hold distance=4'
Longstreet Attacks has no written orders timed by a roll: `message SIDE TEXT [arrives=+N|TURN]`
[1]

The umpire's ruling on verbal communication names two commanders and
what they may talk about:

$ adjutant --session b.adj -c verbal
No ruling on verbal communication this turn.

$ adjutant --session b.adj -c 'verbal hooker meade'
usage: verbal [COMMANDER COMMANDER about=NAMES [TEXT]] (e.g. verbal hooker meade about=meade,sedgwick within 5 hexes of the Telegraph Road)
[1]

$ adjutant --session b.adj -c 'verbal hooker meade within 10 hexes'
expected about=NAME[,NAME...], the commanders they may talk about
[1]

$ adjutant --session b.adj -c 'verbal hooker meade about=meade,sedgwick'
expected two commanders `role list` names: verbal COMMANDER COMMANDER about=NAME[,NAME...] [TEXT]
[1]
