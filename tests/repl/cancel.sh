#!/bin/sh
# Ctrl-C at a question, driven in a real terminal (tmux): once a command
# has drawn a chit or rolled dice, what came before the question stands
# (a player may not look and draw again), and the message says so; a
# question before any chance still takes the whole command back.  The
# questions come in an order that leaves no question after the dice where
# the rules allow (the Lead Unit's CR before the CRT roll), and say what
# was drawn before they ask.
# Usage: cancel.sh ADJUTANT
tests=$(cd "$(dirname "$0")/.." && pwd)
fixtures=$(cd "$tests/fixtures" && pwd)
. "$tests/lib.sh"
. "$tests/tmux.sh"
events() { "$bin" --session "$1" --json -c log | grep -o '"seq":[0-9]*' | wc -l; }
incup() { "$bin" --session "$1" --json -c status | grep -o '"count":[0-9]*' | cut -d: -f2; }

# A Round Tops game at its first draw, and the seed whose first draw at
# random is the kind wanted (found here, so the test follows the data).
"$bin" --session base.adj -c 'new longstreet round' -c 'key union rally' \
    -c 'key csa rebel anv' -c 'next draw' > /dev/null 2>&1
seed_for() {
	n=1
	while [ $n -lt 60 ]; do
		cp base.adj try.adj
		"$bin" --seed $n --session try.adj -c draw 2>/dev/null |
		    grep -q "^Drew: $1" && { echo $n; return; }
		n=$((n + 1))
	done
}
"$bin" -c "table import longstreet-attacks.fog-of-war $fixtures/fog-test-only.csv" \
    > /dev/null

# A Division chit drawn at random, its brigade question cancelled: the
# draw stands, the chit waits for its brigade, and no second draw comes
# before it is chosen.
seed=$(seed_for 'Hood (division')
cp base.adj d.adj
before=$(incup d.adj)
repl d --seed "$seed" --session d.adj
line d draw
wait_for d "Brigade activated \(.*\)\? > ?$"
keys d C-c
wait_for d '\] > ?$'
check "Ctrl-C after a chit drawn: the draw stands, and it says so" 1 \
    "$(screen d | grep -c 'cancelled at the prompt; what came before the question stands, as a chit was drawn or dice rolled')"
check "...the message claims no more than that" 0 \
    "$(screen d | grep -c 'nothing of this command was recorded')"
check "...the log has the draw" 1 \
    "$("$bin" --session d.adj -c log | grep -c 'Drew Hood')"
line d draw
wait_seen d 'waiting for: Confederate brigade of Hood'
check "...and no other chit is drawn while its brigade waits" "$((before - 1))" \
    "$(incup d.adj)"
line d brigade
wait_for d "Brigade activated \(.*\)\? > ?$"
line d law
wait_for d '\] > ?$'
check "\`brigade\` asks for it, and the chit goes on as drawn" 1 \
    "$(screen d | grep -c "Law's activated: Full Activation (Hood)")"

# Two terminals on one file: while the first waits at the question after
# its draw, the draw is in the file for the second to read, and the
# second cannot write (the first holds the file's write lock, as any
# question inside a command does); the chain stays whole, and `undo`
# takes the draw and its answer back as one command.
cp base.adj t.adj
before=$(incup t.adj)
repl t --seed "$seed" --session t.adj
line t draw
wait_for t "Brigade activated \(.*\)\? > ?$"
check "the other terminal reads the draw while the question waits" 1 \
    "$("$bin" --session t.adj -c log 2>&1 | grep -c 'Drew Hood')"
"$bin" --session t.adj -c 'note meanwhile' > o.txt 2>&1
check "...and may not write meanwhile" "1 0" \
    "$(grep -c 'busy' o.txt) $("$bin" --session t.adj -c log | grep -c meanwhile)"
line t law
wait_for t '\] > ?$'
line t undo
wait_for t '\] > ?$'
"$bin" --session t.adj -c 'note meanwhile' > /dev/null 2>&1
check "undo after a question that kept the draw: the whole command" \
    "$before 1" "$(incup t.adj) $(screen t | grep -c '^Undid: draw.')"
check "...the file's chain whole, both writers' events in it" "1 1" \
    "$("$bin" --session t.adj -c 'log verify' 2>&1 | grep -c intact) $("$bin" --session t.adj -c log | grep -c meanwhile)"

# Fog of War drawn at random: its roll is asked after the draw is said,
# and Ctrl-C there keeps the draw (the roll is not made).
seed=$(seed_for 'Fog of War')
cp base.adj f.adj
repl f --seed "$seed" --session f.adj
line f draw
wait_for f 'Roll\? .* > ?$'
check "the roll is asked after the draw is said, and why" \
    "Drew: Fog of War (wild)|  The non-pulling player rolls on the Fog of War Table (10.5c):" \
    "$(screen f | grep -A1 '^Drew:' | tr '\n' '|' | sed 's/|$//')"
keys f C-c
wait_for f '\] > ?$'
check "Ctrl-C at the Fog of War roll: the draw stands, and it says so" 1 \
    "$(screen f | grep -c 'what came before the question stands.*(last: Drew Fog of War)')"
check "...as the log does, with no roll" "1 0" \
    "$("$bin" --session f.adj -c log | grep -c 'Drew Fog of War') $("$bin" --session f.adj -c log | grep -c 'fog-of-war:')"

# A chit named from a physical cup left nothing to chance: Ctrl-C at its
# question takes the whole command back, as it says.
cp base.adj n.adj
before=$(events n.adj)
repl n --session n.adj
line n 'draw hood'
wait_for n "Brigade activated \(.*\)\? > ?$"
keys n C-c
wait_for n '\] > ?$'
check "a named draw cancelled: nothing of it was recorded" \
    "1 $before" "$(screen n | grep -c 'cancelled at the prompt: nothing of this command was recorded') $(events n.adj)"

# The CRT's bands are read with the Lead Unit's CR: asked before the
# dice, so no question comes after them.
"$bin" -c "table import longstreet-attacks.crt $fixtures/crt-examples.csv --partial" \
    > /dev/null
"$bin" --session l.adj -c 'new longstreet round' > /dev/null
repl l --session l.adj
line l 'fire 10 long woods'
wait_for l 'CR\? \(Enter leaves it unresolved\) > ?$'
check "fire: the Lead Unit's CR is asked first, no roll made yet" "1 0 0" \
    "$(last l | grep -c 'CR? (Enter') $(screen l | grep -c 'Roll?') $(screen l | grep -c 'roll d66')"
line l 4
wait_for l 'Roll\? .* > ?$'
line l 62
wait_for l '\] > ?$'
check "...then the roll, and the result" 1 \
    "$(screen l | grep -c '^Result: Routine')"

# A walk that rolled dice stops before a step that asks a side for a
# choice (a cancel there would leave the step begun and its actions
# undone); the next `next` asks it with nothing drawn or rolled before.
"$bin" --session w.adj --seed 2 -c 'new longstreet hammer' \
    -c 'key union stand' -c 'key csa confident firefight' -c 'next build' \
    -c 'next draw-chit' -c 'draw csa-confident' \
    -c 'commit confident attack-coordination' -c 'next end yes' > /dev/null 2>&1
repl w --session w.adj
# The End Turn's advance roll: its die and the chit an Advance would
# bring are both asked before any die is rolled, so a cancel at the
# second takes the whole walk back.
before=$(events w.adj)
line w 'next draw'
wait_for w 'die for .*Attack Coordination .*\? \(Enter for dice, or type it\) > ?$'
line w ''
wait_for w 'if the roll says Advance \(.*\)\? > ?$'
check "the advance roll's questions come before its die" 0 \
    "$(screen w | grep -c 'roll 1d6')"
keys w C-c
wait_for w '\] > ?$'
check "...and a cancel there records nothing" "1 $before" \
    "$(screen w | grep -c 'cancelled at the prompt: nothing of this command was recorded') $(events w.adj)"
line w 'next draw'
wait_for w 'die for .*\? \(Enter for dice, or type it\) > ?$'
line w ''
wait_for w 'if the roll says Advance \(.*\)\? > ?$'
line w mclaws
wait_for w '\] > ?$'
check "a walk that rolled stops before the Key chits" 1 \
    "$(screen w | grep -c '^Stopped before Command Decision Phase: Included & Excluded Chits, which needs Union Key chits, Confederate Key chits: `next` goes on.$')"
before=$(events w.adj)
line w next
wait_for w 'Union Key chit .*typed unseen\) > ?$'
keys w C-c
wait_for w '\] > ?$'
check "...where \`next\` asks them, and a cancel takes it all back" \
    "2 $before" "$(screen w | grep -c 'cancelled at the prompt: nothing of this command was recorded') $(events w.adj)"
finish cancel
