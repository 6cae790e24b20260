# The table's view at a shared screen (`view table`, as the prompt starts):
# what a typed name or a refusal could tell about a side's secrets.

$ adjutant --session rt.adj -c 'new longstreet round' -c 'key csa rebel anv' -c 'key usa stand' -c next -c next -c 'next chit-draw' > /dev/null

# A draw that names an Event chit is refused the same way wherever the
# chit is: in the cup (ANV Veterans, a Key chit), left out of it (Rebel
# Fatigue), or either of two (each side's Firefight); drawn, it would
# have gone face down to its side, so the table names none.
$ adjutant --session rt.adj -c 'view table' -c 'draw fatigue' 2>&1 | tail -n 1
"fatigue" may name an Event chit, which goes face down to its side: at the table's screen `draw` alone draws one; a chit pulled from a physical cup is named in its side's view (`view SIDE`)

$ adjutant --session rt.adj -c 'view table' -c 'draw anv' 2>&1 | tail -n 1
"anv" may name an Event chit, which goes face down to its side: at the table's screen `draw` alone draws one; a chit pulled from a physical cup is named in its side's view (`view SIDE`)

$ adjutant --session rt.adj -c 'view table' -c 'draw firefight' 2>&1 | tail -n 1
"firefight" may name an Event chit, which goes face down to its side: at the table's screen `draw` alone draws one; a chit pulled from a physical cup is named in its side's view (`view SIDE`)

# ...nor does naming one with a brigade spell out the chit's whole name.
$ adjutant --session rt.adj -c 'view table' -c 'draw anv vet' 2>&1 | tail -n 1
"anv" may name an Event chit, which goes face down to its side: at the table's screen `draw` alone draws one; a chit pulled from a physical cup is named in its side's view (`view SIDE`)

# Nothing was drawn.
$ adjutant --session rt.adj -c cup | head -n 1
Cup: 10 chits - 6 Event, 3 Division (Birney, Barnes, Hood), 1 Wild (Fog of War).

# A chit every side sees drawn is named at the table; an Event in its own
# side's view.
$ adjutant --session rt.adj -c 'view table' -c 'draw fog' 2>&1 | grep '^Drew'
Drew: Fog of War (wild) - pulled from your cup

$ adjutant --session rt.adj -c 'view csa' -c 'draw anv' 2>&1 | sed -n 2p
Drew: ANV Veterans (event, Confederate) - pulled from your cup

# A prefix at the table names a chit held face down only if it picks it
# out of the whole counter mix: `play c` would have played the
# Confederates' ANV Veterans, the one held chit whose id starts so, and
# shown it; it is refused as the game's chits so named, wherever they are.
$ adjutant --session rt.adj -c 'view csa' -c 'hold anv' > /dev/null

$ adjutant --session rt.adj -c 'view table' -c 'play c' 2>&1 | tail -n 1
more than one chit "c": name it by its id (`csa-rebel-yell`, `csa-confident`, `csa-anv-veterans`, `csa-brigade-reserve-move`, `csa-firefight`, `usa-confident`)

$ adjutant --session rt.adj -c hand
  Confederate hand: ANV Veterans.

# A Grand Battle's Command Event at the table: the Event just drawn went
# face down, so `commit TRACK` commits it unnamed, and the reply says what
# the other side reads; a chit named there is refused whatever it names
# (held or not, drawn last or not), since each answer would tell.
$ adjutant --session gb.adj -c 'new longstreet hammerin' -c 'key csa rebel anv' -c 'key usa stand' -c 'next drawing' > /dev/null

$ adjutant --session gb.adj -c 'view csa' -c 'draw anv' > /dev/null

$ adjutant --session gb.adj -c 'view table' -c 'commit anv cc-hood' 2>&1 | tail -n 1
at the table's screen the chit is not named: `commit TRACK` commits the Event chit just drawn

$ adjutant --session gb.adj -c 'view table' -c 'commit zzz cc-hood' 2>&1 | tail -n 1
at the table's screen the chit is not named: `commit TRACK` commits the Event chit just drawn

$ adjutant --session gb.adj -c 'view table' -c 'commit cc-hood' 2>&1 | tail -n 1
The Confederate committed an Event chit to C&C: Hood (1 on the track; out of play until the End Turn).

$ adjutant --session gb.adj -c 'log' | tail -n 2 | head -n 1
  *[0-9]+ +4:00 +chit +Confederate: ANV Veterans committed to C&C: Hood (re)

# A side's message in transit is read by its sender and the umpire: the
# table's screen acts as the umpire but every player reads it, so the
# words stay the sender's there (the recipient read them early with
# `message`); what the table itself sent it reads.
$ adjutant --session m.adj -c 'new longstreet round' -c 'view usa' -c 'message csa flank left' -c 'view table' -c 'message csa from the table' > /dev/null

$ adjutant --session m.adj -c 'view table' -c 'message'
View: the table's (what every side may see; `hand SIDE` shows a side its own chits, `view umpire` shows everything to a player alone).
  #1   Union -> Confederate, arriving turn 2 (4:40) (read on arrival)
  #2   umpire -> Confederate, arriving turn 2 (4:40): “from the table”

$ adjutant --session m.adj -c 'view umpire' -c 'message' | grep -c 'flank left'
1

# The umpire's choice made for a side at the table's view (which acts as
# the umpire) is told to that side, not to the screen every side reads.
$ adjutant --session f.adj -c 'new longstreet round' > /dev/null

$ adjutant --session f.adj -c 'view table' -c 'force key usa at random' 2>&1 | tail -n 1
The umpire chose the Union Key chits at random (told to that side, hidden from this view)

$ adjutant --session f.adj -c 'view usa' -c 'log' | grep -c 'The umpire chose the Union Key chits at random: '
1

# The table's screen is no umpire where a side's secret is at stake: a
# player there may not open the Union's sealed declaration before the
# Confederates seal theirs, nor deliver the Union's message early.
$ adjutant --session d.adj -c 'new longstreet round' -c 'view usa' -c 'declare usa hold the ridge' -c 'message csa flank left' > /dev/null

$ adjutant --session d.adj -c 'view table' -c 'reveal' 2>&1 | tail -n 1
the Confederate has not sealed a declaration yet: all are revealed together (the umpire may reveal at any time)

$ adjutant --session d.adj -c 'view table' -c 'message 1 deliver' 2>&1 | tail -n 1
only the umpire delivers a message early or rules it lost (at the table's screen, where every side types: `view umpire` first)

$ adjutant --session d.adj -c 'view table' -c 'declare csa go left' -c 'reveal' 2>&1 | tail -n 1
Declarations revealed: Union: “hold the ridge”; Confederate: “go left”.

# A hold records nothing, so at the table it would tell for free whether a
# name is held face down and by whom: one answer for every such name.
$ adjutant --session h.adj -c 'new longstreet round' -c 'key csa rebel anv' -c 'key usa stand' -c next -c next -c 'next chit-draw' -c 'view csa' -c 'draw anv' > /dev/null

$ adjutant --session h.adj -c 'view table' -c 'hold anv' 2>&1 | tail -n 1
at the table's screen a chit held face down is not named: it stays in its side's hand unless played (`next` goes on)

$ adjutant --session h.adj -c 'view table' -c 'hold confident' 2>&1 | tail -n 1
at the table's screen a chit held face down is not named: it stays in its side's hand unless played (`next` goes on)

$ adjutant --session h.adj -c 'view csa' -c 'hold anv' 2>&1 | tail -n 1
ANV Veterans stays in the Confederate player's hand (play it before a later pull, or in the End Turn Phase: 10.1, 18.1).

# A chit discarded face down at the table: the reply reads as the other
# side's line does, naming no chit.
$ adjutant --session h.adj -c 'view table' -c 'discard anv' 2>&1 | tail -n 1
The Confederate discarded a held chit, face down.

# Key chits typed in a command: every name is found before any is taken,
# so a refusal says no chit was chosen before it; at the table's view the
# reply names none of them (the log of the side's view does).
$ adjutant --session k.adj -c 'new longstreet round' > /dev/null; adjutant --session k.adj -c 'key csa rebel zzz' 2>&1
no Confederate Event chit "zzz": expected one of Rebel Yell!, Confident, ANV Veterans, Brigade Reserve Move, Firefight
[1]

$ adjutant --session k.adj -c 'key csa rebel rebel' 2>&1
one Key chit named twice: expected 2 different ones
[1]

$ adjutant --session k.adj -c 'view table' -c 'key csa rebel anv' 2>&1 | tail -n 2
Confederate Key chit chosen (hidden from this view)
Confederate Key chit chosen (hidden from this view)

$ adjutant --session k.adj --side csa -c log | grep -c 'Key chit'
2

# A side's hand at the table's view is shown only at the prompt, where it
# can be hidden again: a script is refused, naming the way that works.
$ adjutant --session k.adj -c 'view table' -c 'hand union' 2>&1 | tail -n 1
at the table's view a side's hand is shown only at the prompt, where it is hidden again: in a script, --side union
