#!/bin/sh
# An evening of umpired play (issue 15, "Done when"): an umpire, the
# Union, the Confederate and an observer of The Round Tops, each at the
# real client joined to one server, play two full turns into the third.
# The game waits for the Key chits a side owes (the umpire's next
# refused, status saying so to a side and the observer); a side chooses
# its own, the umpire forces the other's, the forced side told and the
# other not; a side's undo after its roll is refused, the umpire's with a
# reason allowed and read by a side; the Fog of War instruction reaches
# the non-pulling side only; a side's message reaches the umpire and not
# the enemy; the observer reads status and log naming no Key chit; an
# idle side's REPL (tmux) shows the umpire's doing with no key pressed.
# The undo a side is refused follows a roll typed from real dice (roll=7),
# so nothing here depends on the server's dice: a side's `draw` draws at
# random (naming the chit is the umpire's alone), and the umpire's draws
# name their chit (`draw fog`).  The observer's reading is checked in
# turn 1, and again in turn 3: the chits a turn's end gathers back from
# the cup are named only to whom may know them, so no Key chit of turn 1
# shows in a later turn's log either.
# Usage: evening.sh ADJUTANT
tests=$(cd "$(dirname "$0")/.." && pwd)
. "$tests/lib.sh"
. "$tests/tmux.sh"
adj() { "$bin" --session "$@"; }
# A terminal that has looked at the game first: `next`, `draw` and `undo`
# are not sent when the campaign moved on since its player looked.
looked() { adj "$1" -c status > /dev/null 2>&1; }
"$bin" serve --data d new longstreet-attacks round-tops > toks.txt || exit 1
U=$(tok umpire); UN=$(tok union); CS=$(tok confederate); OB=$(tok observer)
serve_start --rate 0
URL="http://127.0.0.1:$port"

adj u.adj -c "sync join $URL $U" > /dev/null 2>&1
adj n.adj -c "sync join $URL $UN" > /dev/null 2>&1
adj c.adj -c "sync join $URL $CS" > /dev/null 2>&1
adj o.adj -c "sync join $URL $OB" > out 2>&1
check "four terminals joined, the observer among them" "4 1" \
    "$(ls u.adj n.adj c.adj o.adj | wc -l) $(grep -c 'as observer' out)"

# --- Turn 1 -------------------------------------------------------------
# 1. A waiting choice: both sides owe their Key chits.
looked u.adj
adj u.adj -c next > out 2>&1; rc=$?
check "turn 1: the umpire's next while the Key chits are owed: refused" \
    "1 1" "$rc $(grep -c "^waiting for: Union Key chits, Confederate Key chits (the side chooses, or the umpire's \`force\`)" out)"
for f in n c o; do
	adj $f.adj -c status > out 2>&1
	check "...status at the $f terminal says what the game waits for" 1 \
	    "$(grep -c '^Waiting for: Union Key chits, Confederate Key chits$' out)"
	cp out status-$f.out
done
check "...and each side's terminal asks for its own, with the command" "1 0 0" \
    "$(grep -c '^The campaign waits for your Key chits: `key union CHIT...`' status-n.out) $(grep -c 'key confederate' status-n.out) $(grep -c 'waits for your' status-o.out)"

# 2. The Union chooses its own; the umpire forces the Confederate's.
adj n.adj -c 'key union stand' > out 2>&1
check "the Union chooses its Key chit" 1 \
    "$(grep -c '^Union Key chit: Stand to It! (hidden from the other side)' out)"
adj o.adj -c status > out 2>&1
check "...the observer's status waits for the Confederate only" 1 \
    "$(grep -c '^Waiting for: Confederate Key chits$' out)"
adj u.adj -c 'force key confederate at random' > out 2>&1; rc=$?
check "the umpire forces the Confederate Key chits" "0 1" \
    "$rc $(grep -c '^The umpire chose the Confederate Key chits at random: .* (told to that side)$' out)"
# The chits chosen, for the secrets the observer must never read.
csa=$(sed -n 's/^The umpire chose the Confederate Key chits at random: \(.*\) (told to that side)$/\1/p' out)
adj c.adj -c status > out 2>&1
check "...the Confederate is told, in its Meanwhile lines" 1 \
    "$(grep -c "^Meanwhile: Umpire: The umpire chose the Confederate Key chits at random: $csa$" out)"
adj c.adj -c log > out 2>&1
check "...and its log" 1 "$(grep -c "The umpire chose the Confederate Key chits at random: $csa" out)"
adj n.adj -c status > out 2>&1
check "...the Union is not told" 0 "$(grep -c 'The umpire chose' out)"
adj n.adj -c log > out 2>&1
check "...nor its log" 0 "$(grep -c 'The umpire chose' out)"

looked u.adj
adj u.adj -c next -c next -c 'next draw-chit' > out 2>&1; rc=$?
check "nothing owed: the umpire builds the cup and reaches the draw" "0 1" \
    "$rc $(grep -c '^Chit Draw Phase' out)"

# 3. A side's undo after its roll: refused; the umpire's, with a reason.
looked n.adj
adj n.adj -c 'roll 2d6 roll=7' > out 2>&1
check "the Union rolls (real dice)" 1 "$(grep -c '^2d6: 7 (real dice)$' out)"
looked n.adj
adj n.adj -c undo > out 2>&1; rc=$?
check "...its undo of the roll: refused, saying why" "1 1" \
    "$rc $(grep -c '^undo: your `roll` rolled dice; only the umpire may take it back (`undo reason=WHY`)$' out)"
looked u.adj
adj u.adj -c 'undo reason=that roll was for the next turn' > out 2>&1; rc=$?
check "the umpire's undo with a reason: allowed" "0 1" \
    "$rc $(grep -c '^Umpire undid #[0-9]* roll 2d6 roll=7 (Union) — “that roll was for the next turn”. The log keeps both.$' out)"
adj n.adj -c status > out 2>&1
check "...the Union reads the reason" 1 \
    "$(grep -c '^Meanwhile: Umpire undid #[0-9]* roll 2d6 roll=7 (Union) — “that roll was for the next turn”$' out)"

# 4. An instruction for one side: the Union pulls this turn (10.2), so the
# Fog of War roll is the Confederate's to make, and only it is told.
looked u.adj
adj u.adj -c 'draw fog' > out 2>&1
check "the umpire draws the Fog of War by name" 1 \
    "$(grep -c '^Drew: Fog of War (wild)' out)"
adj c.adj -c status > out 2>&1
check "...the non-pulling Confederate is told it rolls" 1 \
    "$(grep -c '^Meanwhile: Umpire: Fog of War: you are the non-pulling player and roll on the Fog of War Table (10.5c)$' out)"
check "...having read the umpire's undo too" 1 \
    "$(grep -c '^Meanwhile: Umpire undid #[0-9]* roll 2d6 roll=7 (Union) — “that roll was for the next turn”$' out)"
adj n.adj -c status > out 2>&1
check "...the Union reads the draw, not the instruction" "1 0" \
    "$(grep -c '^Meanwhile: Umpire: Drew Fog of War$' out) $(grep -c 'non-pulling' out)"
adj n.adj -c log > out 2>&1
check "...nor is it in the Union's log" 0 "$(grep -c 'non-pulling' out)"

# 6. The observer reads the public status and log, no Key chit named
# (and again after two turns' ends, below).
secrets="Stand to It\|$(echo "$csa" | sed 's/!//g; s/, /\\|/g')"
adj o.adj -c status > out 2>&1; rc=$?
check "the observer's status answers, where the game stands" "0 1" \
    "$rc $(grep -c '^Turn 1 of 6 (4:20' out)"
check "...naming no Key chit" 0 "$(grep -c "$secrets" out)"
adj o.adj -c log > out 2>&1; rc=$?
check "the observer's log answers, the public events in it" "0 1" \
    "$rc $(grep -c 'Umpire: Drew Fog of War' out)"
check "...naming no Key chit, nor the forced choice" "0 0" \
    "$(grep -c "$secrets" out) $(grep -c 'The umpire chose' out)"
check "...the Fog of War instruction, the side's, not in it" 0 \
    "$(grep -c 'non-pulling' out)"
adj o.adj -c sync > /dev/null 2>&1
check "...and its copy holds none" 0 "$(grep -ac "$secrets" o.adj)"

# Nothing held at the turn's end, so the game passes into turn 2.
looked u.adj
adj u.adj -c 'next end yes' > out 2>&1
check "turn 1 ends at the Held Chit Play step" 1 \
    "$(grep -c '^End Turn Phase: Held Chit Play Step' out)"
looked u.adj
adj u.adj -c 'next key-chits' > out 2>&1
check "...and the umpire's next begins turn 2" 1 \
    "$(grep -c '^Turn 2 of 6 (4:40) begins' out)"

# --- Turn 2 -------------------------------------------------------------
looked u.adj
adj u.adj -c next > out 2>&1; rc=$?
check "turn 2: the umpire's next refused again for the Key chits" "1 1" \
    "$rc $(grep -c '^waiting for: Union Key chits, Confederate Key chits' out)"
adj o.adj -c status > out 2>&1
check "...the observer's status says so" 1 \
    "$(grep -c '^Waiting for: Union Key chits, Confederate Key chits$' out)"
# This turn the Confederate chooses and the Union is forced.
adj c.adj -c 'key csa rebel anv' > out 2>&1; rc=$?
check "the Confederate chooses its Key chits" 0 "$rc"
adj u.adj -c 'force key union at random' > out 2>&1
usa=$(sed -n 's/^The umpire chose the Union Key chits at random: \(.*\) (told to that side)$/\1/p' out)
check "the umpire forces the Union's" 1 "$([ -n "$usa" ] && echo 1)"
adj n.adj -c status > out 2>&1
check "...the Union is told" 1 \
    "$(grep -c "^Meanwhile: Umpire: The umpire chose the Union Key chits at random: $usa$" out)"
adj c.adj -c status > out 2>&1
check "...the Confederate is not" 0 "$(grep -c 'The umpire chose' out)"

# 5. A message from a side to the umpire: the umpire reads it, the
# enemy never does.
adj c.adj -c "message umpire Hood asks whether Law's brigade may cross" > out 2>&1
check "the Confederate writes to the umpire" 1 \
    "$(grep -c "^Message #1 to the umpire: “Hood asks whether Law's brigade may cross”" out)"
adj u.adj -c status > out 2>&1
check "...the umpire reads it" 1 \
    "$(grep -c "^Meanwhile: Message #1 from the Confederate: “Hood asks whether Law's brigade may cross”$" out)"
adj n.adj -c status > out 2>&1
check "...the Union does not" 0 "$(grep -c 'Law' out)"
adj n.adj -c log > out 2>&1
check "...not in its log" 0 "$(grep -c 'Law' out)"
adj n.adj -c sync > /dev/null 2>&1
check "...nor anywhere in its copy" 0 "$(grep -ac "Law's brigade may cross" n.adj)"

# The observer in turn 2: the forced choice and the message are not its.
adj o.adj -c log > out 2>&1
check "the observer's log in turn 2: no forced choice, no message" "0 0" \
    "$(grep -c 'The umpire chose' out) $(grep -c 'Law' out)"

# 7. An idle terminal: the Union's REPL, at its prompt, hears of the
# umpire's next without a key pressed.
repl un --session n.adj
looked u.adj
adj u.adj -c 'next draw-chit' > out 2>&1; rc=$?
check "turn 2: the keys in, the umpire moves to the draw" "0 1" \
    "$rc $(grep -c '^Chit Draw Phase' out)"
wait_seen un '^Meanwhile: Umpire: Turn 2 \(4:40\): Chit Draw Phase'
check "the idle Union terminal shows the umpire's doing, no key pressed" 1 \
    "$(screen un | grep -c '^Meanwhile: Umpire: Turn 2 (4:40): Chit Draw Phase')"
tmux $sock send-keys -t un 'quit' Enter
wait_seen un '^exit='

# 8. Turn 2 ends; the game passes into turn 3.
looked u.adj
adj u.adj -c 'next end yes' > out 2>&1
check "turn 2 ends at the Held Chit Play step" 1 \
    "$(grep -c '^End Turn Phase: Held Chit Play Step' out)"
looked u.adj
adj u.adj -c 'next key-chits' > out 2>&1
check "...and the umpire's next begins turn 3" 1 \
    "$(grep -c '^Turn 3 of 6 (5:00) begins' out)"
for f in n c o; do
	adj $f.adj -c status > out 2>&1
	check "...the $f terminal's status: turn 3, waiting for the Key chits" \
	    "1 1" "$(grep -c '^Turn 3 of 6' out) $(grep -c '^Waiting for: Union Key chits, Confederate Key chits$' out)"
done

# The turns' ends gathered turn 1's Key chits back unseen: neither the
# observer's log nor the other side's names them (the Union's own does).
adj o.adj -c log > out 2>&1
check "after two turns' ends the observer's log still names no Key chit" 0 \
    "$(grep -c "$secrets" out)"
adj c.adj -c log > out 2>&1
check "...nor the Confederate's the Union's Stand to It!" 0 \
    "$(grep -c 'Stand to It' out)"
adj n.adj -c log > out 2>&1
# (turn 2's Key chits were forced at random: Stand to It! may be among
# them again, gathered a second time)
check "...which the Union's own log names as gathered" yes \
    "$(grep -q 'Gathered: Stand to It!' out && echo yes)"

serve_stop
finish evening
