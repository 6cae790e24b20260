#!/bin/sh
# Two players at one terminal through a whole Round Tops game, driven in a
# real one (tmux) as they would play it: each side's Key chits typed
# unseen, every chit drawn, each question answered, and between draws
# what players look at (status, hand, cup, log, Tab after a command, a
# refused name, a side's own hand shown to it alone).  After every step
# the whole screen, scroll-back included, is searched for the Event chits'
# names and ids: none may appear but in the Key chit questions, which
# list a side's whole pool the same way every time, and in a side's
# own hand while it alone looks (then cleared).
# Usage: table.sh ADJUTANT
tests=$(cd "$(dirname "$0")/.." && pwd)
. "$tests/lib.sh"
. "$tests/tmux.sh"
# Every Event chit of the scenario, by name and id; `Rally!` with its
# bang, as the Rally Step is no secret.
secret='Rebel Fatigue|Stand to It|Rally!|Rebel Yell|ANV Veterans|Brigade Reserve|Confident|Firefight|(usa|csa)-[a-z]'
leaks=0
# The screen with its scroll-back, but for the Key chit questions.
shown() {
	tmux $sock capture-pane -p -t "$1" -S - | grep -v '(typed unseen) >'
}
leak_check() {
	if shown g | grep -Eq "$secret"; then
		leaks=$((leaks + 1))
		[ $leaks -eq 1 ] && { echo "     (a secret on the screen after: $1)"
		    shown g | grep -E "$secret" | head -n 3 | sed 's/^/     /'; }
	fi
}
# A line typed at the main prompt, and its answer awaited.
cmd() {
	line g "$1"
	wait_for g '\] > ?$' > /dev/null
	leak_check "$1"
}
tab() {
	keys g "$1"; keys g Tab; keys g Tab
	sleep 0.3
	leak_check "$1<Tab>"
	keys g C-u
	keys g Enter
	wait_for g '\] > ?$' > /dev/null
}

"$bin" --session rt.adj -c 'new longstreet round' > /dev/null
tmux $sock new-session -d -s keep "sleep 600"
tmux $sock set-option -g history-limit 100000
repl g --session rt.adj
# The Confederates take Little Round Top (3116, 3117): the game ends the
# way 21.1 says for that control, the side holding most of the three wins.
line g 'control 3116 csa'
wait_for g '\] > ?$'
line g 'control 3117 csa'
wait_for g '\] > ?$'
peeks=0 probes=0 hidden=0
i=0
while [ $i -lt 1200 ]; do
	l=$(last g)
	case $l in
	*"Game over"*|*"over] >"*) break ;;
	*"(yes/no) >"*) line g yes ;;
	*"Roll?"*) line g '' ;;
	*")? >"*|*")? (typed unseen) >"*)
		# A secret's list does not narrow as it is chosen (a Key
		# chit taken already is refused): then the next one.
		if screen g | grep -v '^$' | tail -n 2 | head -n 1 |
		    grep -q 'not one of the choices left'; then
			k=$((k + 1)); else k=1; fi
		first=$(printf '%s\n' "$l" | sed 's/^[^(]* (\([^)]*\)).*/\1/' |
		    tr ',' '\n' | sed -n "${k}p" | sed 's/^ *//; s/;.*//')
		line g "$first" ;;
	*"] >"|*"] > ")
		leak_check next
		# Just after an Event chit went face down to a side: what
		# the players look at, and that side's look at its hand.
		drew=$(screen g | grep -v '^$' | tail -n 4 |
		    sed -n 's/^Drew: a \([A-Za-z]*\) Event chit (face down.*/\1/p' |
		    tail -n 1)
		if [ -n "$drew" ]; then
			probes=$((probes + 1))
			cmd status; cmd hand; cmd cup; cmd 'log --turn 1'
			cmd 'play nosuch'; cmd 'draw nosuch'
			tab 'draw '; tab 'play '; tab 'discard '
			side=$(echo "$drew" | tr 'A-Z' 'a-z')
			line g "hand $side"
			wait_for g 'Enter shows the .* hand.* > ?$' > /dev/null
			leak_check "hand $side (asked)"
			line g ''
			wait_for g 'Enter hides it > ?$' > /dev/null
			screen g | grep -Eq "^  $drew hand: [A-Z]" &&
			    peeks=$((peeks + 1))
			line g ''
			wait_for g '\] > ?$' > /dev/null
			leak_check "hand $side (hidden)"
			screen g | grep -q 'shown to its player and hidden again' &&
			    hidden=$((hidden + 1))
		fi
		line g next ;;
	*) sleep 0.02; i=$((i + 1)); continue ;;
	esac
	sleep 0.03
	i=$((i + 1))
done
wait_for g 'over\] > ?$'
cmd log
check "a whole Round Tops game at one screen: it ends as 21.1 says" 1 \
    "$(screen g | grep -c 'Game over after turn 6 (6:00): Confederate Victory')"
check "...and so it stands" '"victory":{"level":"Confederate Victory","winner":"confederate"}' \
    "$("$bin" --session rt.adj --json -c status | grep -o '"victory":{[^}]*}')"
check "...with Event chits drawn and looked at between draws" yes \
    "$([ $probes -ge 6 ] && echo yes || echo "only $probes")"
check "...no Key chit, held chit or blind Event on the screen, ever" 0 \
    "$leaks"
check "...each side's look showed it its hand, then hid it" \
    "$probes $probes" "$peeks $hidden"
# What the table did not see, the umpire's view has: the test searched
# for names that are there.
check "...while the umpire's log names them" yes "$("$bin" --session \
    rt.adj -c log | grep -Eq 'Key chit: .*('"$secret"')' && echo yes)"

# A side's view at the shared screen, left for the table's: the screen
# and its scroll-back are cleared, so the other side cannot scroll to it.
"$bin" --session v.adj -c 'new longstreet round' -c 'key union rally' \
    -c 'key csa rebel anv' > /dev/null
repl v --session v.adj
line v 'view union'
wait_for v 'union view\] > ?$'
line v 'log'
wait_for v 'union view\] > ?$'
check "a side's view shows its own Key chit" 1 \
    "$(tmux $sock capture-pane -p -t v -S - | grep -c 'Union Key chit: Rally!')"
line v 'view table'
wait_for v '\] > ?$'
check "...and the table's view again clears it, scroll-back too" 0 \
    "$(tmux $sock capture-pane -p -t v -S - | grep -c 'Rally!')"
check "...saying whose view it is now" 1 \
    "$(screen v | grep -c "^View: the table's")"

# The umpire's view shows everything: left for the table's, it is cleared
# as a side's is.
line v 'view umpire'
wait_for v 'umpire view\] > ?$'
line v 'log'
wait_for v 'umpire view\] > ?$'
check "the umpire's view shows every Key chit" 1 \
    "$(tmux $sock capture-pane -p -t v -S - | grep -c 'Confederate Key chit: ANV Veterans')"
line v 'view table'
wait_for v '\] > ?$'
check "...and the table's view again clears it, scroll-back too" 0 \
    "$(tmux $sock capture-pane -p -t v -S - | grep -c 'ANV Veterans')"

# With --json at the prompt, a person reads the objects: leaving a side's
# view clears them too.
repl j --session v.adj --json
line j 'view union'
wait_for j 'union view\] > ?$'
line j 'log'
wait_for j 'union view\] > ?$'
check "--json at the prompt: a side's view shows its Key chit" 1 \
    "$(tmux $sock capture-pane -p -t j -S - | grep -c 'Rally!')"
line j 'view table'
wait_for j '\] > ?$'
check "...and the table's view clears it, scroll-back too" 0 \
    "$(tmux $sock capture-pane -p -t j -S - | grep -c 'Rally!')"

# A sealed declaration at the shared screen: `declare SIDE` alone asks for
# the words unseen, and neither the question nor the answer shows them.
line v 'declare union'
wait_for v 'Union declaration \(typed unseen\) > ?$'
line v 'attack at dawn'
wait_for v '\] > ?$'
check "\`declare union\` at the table: sealed, its words nowhere on the screen" \
    "1 0" "$(screen v | grep -c '^The Union has sealed a declaration') $(tmux $sock capture-pane -p -t v -S - | grep -c 'dawn')"
check "...while the Union's view reads them" 1 \
    "$("$bin" --session v.adj --side union -c log | grep -c 'Union declaration (sealed): .attack at dawn.')"
finish table
