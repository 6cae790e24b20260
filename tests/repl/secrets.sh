#!/bin/sh
# Two players at one terminal, driven in a real one (tmux): what the
# screen shows of a side's secrets.  An answer typed unseen reaches the
# screen in no form (not echoed, not quoted by a refusal, not by a list
# it narrows); Tab and a refusal's list offer only what the view may see
# (at the table's screen, which both players read, only what every side
# has seen; in a side's view not even its own blind Events, 8.2).
# Usage: secrets.sh ADJUTANT
tests=$(cd "$(dirname "$0")/.." && pwd)
. "$tests/lib.sh"
. "$tests/tmux.sh"
# The words Tab offered: the screen cleared first, then the line typed
# and Tab twice; every line but the prompts.
offered() {
	keys "$1" C-l
	sleep 0.2
	tmux $sock clear-history -t "$1"
	keys "$1" "$2"; keys "$1" Tab; keys "$1" Tab
	wait_seen "$1" "$3" > /dev/null
	screen "$1" | grep -v '^$' | grep -v '\] > '
	keys "$1" C-u
}

"$bin" --session s.adj -c 'new longstreet round' > /dev/null
repl s --session s.adj
line s next
wait_for s 'Union Key chit \(.*typed unseen\) > ?$'
line s rally
wait_for s 'Confederate Key chit 1 of 2 \(.*typed unseen\) > ?$'
first=$(last s | sed 's/.*1 of 2//')
line s 'rebel anv'
wait_seen s 'not one of the choices left \(typed unseen, it is not shown\)'
wait_for s 'Confederate Key chit 1 of 2 \(.*typed unseen\) > ?$'
line s rebel
wait_for s 'Confederate Key chit 2 of 2 \(.*typed unseen\) > ?$'
check "the second Key chit question lists what the first did" "$first" \
    "$(last s | sed 's/.*2 of 2//')"
# The chit chosen first, typed again: refused without a word of it.
line s rebel
wait_for s 'Confederate Key chit 2 of 2 \(.*typed unseen\) > ?$'
check "a chit chosen already is refused as any other answer" 2 \
    "$(screen s | grep -c 'not one of the choices left (typed unseen')"
line s anv
wait_for s '\] > ?$'
check "nothing typed unseen reaches the screen" 0 \
    "$(screen s | grep -Ec 'rally|rebel|anv')"
check "...and both were taken: Rebel Yell! and ANV Veterans" \
    "Confederate Key chit: Rebel Yell!;Confederate Key chit: ANV Veterans;" \
    "$("$bin" --session s.adj --side confederate -c log 2>/dev/null |
    grep -o 'Confederate Key chit: .*' | tr '\n' ';')"

# Tab after `draw` at the table: the Division and Wild chits in the cup,
# never a Key chit nor a blind Event (their ids are the sides' usa-/csa-).
line s 'next draw'
wait_for s '\] > ?$'
offered s 'draw ' 'fog-of-war' > tab.table
check "draw <Tab> at the table: what every side has seen" "1 0" \
    "$(grep -c 'barnes.*birney.*fog-of-war.*hood' tab.table) $(grep -Ec '(usa|csa)-' tab.table)"
# A side's view: its own Key chit, not its blind Events (8.2), nothing of
# the other side's.
line s 'view union'
wait_for s 'union view\] > ?$'
offered s 'draw ' 'fog-of-war' > tab.union
check "draw <Tab> in the Union's view: its Key chit, no blind Event" \
    "usa-rally" "$(grep -Eo '(usa|csa)-[a-z-]*' tab.union | tr '\n' ' ' |
    sed 's/ $//')"
# The umpire sees all: every Event in the cup (6) is offered.
line s 'view umpire'
wait_for s 'umpire view\] > ?$'
offered s 'draw ' 'fog-of-war' > tab.umpire
check "draw <Tab> in the umpire's view: every chit in the cup" 6 \
    "$(grep -Eo '(usa|csa)-[a-z-]*' tab.umpire | wc -l | tr -d ' ')"
# Back at the table: a refusal lists no secret either, and `key SIDE`
# completes to nothing once the cup is built (the Key chits are chosen).
line s 'view all'
wait_for s 'Chit Draw Phase\] > ?$'
line s 'draw nosuch'
wait_seen s 'no chit "nosuch" in the cup'
check "a refusal at the table lists no Key chit nor blind Event" "1 0" \
    "$(screen s | grep 'no chit "nosuch"' | grep -c 'Fog of War') $(screen s | grep 'no chit "nosuch"' | grep -Ec '(usa|csa)-')"
offered s 'key csa csa-' 'key csa csa-' > tab.built
check "key csa <Tab> once the cup is built: nothing" 0 \
    "$(grep -Ec '(usa|csa)-[a-z]' tab.built)"

# Before the build the Key chits complete to the whole of a side's
# Events, those chosen too: the list never narrows by a choice.
"$bin" --session p.adj -c 'new longstreet round' -c 'key csa rebel' \
    > /dev/null
repl p --session p.adj
offered p 'key csa csa-' 'csa-firefight' > tab.keys
check "key csa <Tab> after one is chosen: all five still" 5 \
    "$(grep -Eo 'csa-[a-z-]*' tab.keys | wc -l | tr -d ' ')"
line p 'key csa nosuch'
wait_seen p 'no Confederate Event chit "nosuch"'
check "...and a refusal lists all five" 1 \
    "$(screen p | grep -c 'expected one of Rebel Yell!, Confident, ANV Veterans, Brigade Reserve Move, Firefight$')"
finish secrets
