#!/bin/sh
# Everyone sees what concerns them, through the real client: an
# instruction for a side (its scheduled reminder, the Fog of War roll the
# non-pulling player makes) reaches that side's terminal and log as a
# notice, never the other side's; every `Meanwhile:` line names the role
# that acted; many events at once keep the VP change and fold the chits
# gathered into a count; the umpire's `sync status` lists who is
# connected, which a side may not read; an idle side's REPL (tmux) is
# told by the server's long-poll, not by looking now and then.
# Usage: inform.sh ADJUTANT
tests=$(cd "$(dirname "$0")/.." && pwd)
. "$tests/lib.sh"
. "$tests/tmux.sh"
adj() { "$bin" --session "$@"; }
two_campaigns
UN2=$(tok union toks2.txt); U2=$(tok umpire toks2.txt)
CS2=$(tok confederate toks2.txt)
serve_start --rate 0
URL="http://127.0.0.1:$port"

adj u.adj -c "sync join $URL $U" > /dev/null 2>&1
adj n.adj -c "sync join $URL $UN" > /dev/null 2>&1
adj c.adj -c "sync join $URL $CS" > /dev/null 2>&1
adj u2.adj -c "sync join $URL $U2" > /dev/null 2>&1
adj n2.adj -c "sync join $URL $UN2" > /dev/null 2>&1
adj c2.adj -c "sync join $URL $CS2" > /dev/null 2>&1
check "every terminal joined" "6" \
    "$(ls u.adj n.adj c.adj u2.adj n2.adj c2.adj | wc -l)"

# A scheduled reminder for one side, said when the umpire moves on.
adj u2.adj -c status -c next > /dev/null 2>&1
adj n2.adj -c status > out 2>&1
check "the side's reminder reaches its terminal, naming who acted" 1 \
    "$(grep -c '^Meanwhile: Umpire: Hooker deactivates if no I Corps unit' out)"
check "...and the step reached, named too" 1 \
    "$(grep -c '^Meanwhile: Umpire: Turn 1 (0530-0730): Action Phase$' out)"
adj n2.adj -c log > out 2>&1
check "...and its log, naming who acted" 1 \
    "$(grep -c 'notice  Umpire: Hooker deactivates' out)"
check "...whose log names the umpire's other doings too" 1 \
    "$(grep -c 'phase   Umpire: Turn 1 (0530-0730): Action Phase$' out)"
adj c2.adj -c status > out 2>&1
check "...never the other side's terminal" 0 "$(grep -c 'Hooker deactivates' out)"
adj c2.adj -c log > out 2>&1
check "...nor its log" 0 "$(grep -c 'notice' out)"

# Many events at once: the VP change is kept, the chits gathered folded.
adj n.adj -c 'key union stand' > /dev/null 2>&1
adj c.adj -c 'key csa rebel anv' > /dev/null 2>&1
adj u.adj -c status -c next -c next -c 'track vp +1' > uout 2>&1
# The umpire reads what each side chose, not a count (issue 24, item 9).
check "the umpire is told each side's Key chits by name" 3 \
    "$(grep -c '^Meanwhile: \(Union\|Confederate\) Key chit: \(Stand to It!\|Rebel Yell!\|ANV Veterans\)$' uout)"
check "...none of them folded into a count" 0 \
    "$(grep -c '^Meanwhile: .*\(other event\|moved about\)' uout)"
adj n.adj -c status > out 2>&1
check "a summary keeps the VP change, naming who acted" 1 \
    "$(grep -c '^Meanwhile: Umpire: Victory Points 0 -> 1$' out)"
check "...folds the noise into a count, naming whose it was and what" 1 \
    "$(grep -c '^Meanwhile: Umpire: [0-9]* chits* moved about\( and [0-9]* steps* passed\)* (`log` shows them).$' out)"
check "...every Meanwhile line names who acted (issue 21, item 14)" "" \
    "$(grep '^Meanwhile: ' out | grep -v '^Meanwhile: \(Umpire\|Union\|Confederate\)[ :]')"
check "...and lists no chit gathered" 0 "$(grep -c '^Meanwhile: .*Gathered' out)"

# Private notes say so wherever shown (issue 24, item 9): to the umpire,
# in the side's own log, and no other side reads them.
adj n.adj -c 'note --umpire the ford is unguarded' > /dev/null 2>&1
adj c.adj -c 'note we feint at the ford' > /dev/null 2>&1
adj u.adj -c status > out 2>&1
check "the umpire reads a note kept for him, marked private" 1 \
    "$(grep -c '^Meanwhile: Union: “the ford is unguarded” (private)$' out)"
check "...and a side's note, marked as that side's only" 1 \
    "$(grep -c '^Meanwhile: Confederate: “we feint at the ford” (Confederate only)$' out)"
adj c.adj -c log > out 2>&1
check "...the side's log marks its own note too" 1 \
    "$(grep -c 'note    Confederate: “we feint at the ford” (Confederate only)$' out)"
check "...and never shows the other side's" 0 "$(grep -c 'unguarded' out)"

# Fog of War: the non-pulling player rolls, and his terminal is told.
adj u.adj -c status -c 'next chit-draw' -c 'draw fog' > /dev/null 2>&1
adj c.adj -c status > out 2>&1
check "the non-pulling side is told it rolls for the Fog of War" 1 \
    "$(grep -c '^Meanwhile: Umpire: Fog of War: you are the non-pulling player' out)"
adj n.adj -c status > out 2>&1
check "...the pulling side reads the draw, not the instruction" "1 0" \
    "$(grep -c '^Meanwhile: Umpire: Drew Fog of War$' out) $(grep -c 'non-pulling' out)"

# Who is connected: the umpire's `sync status`; a side may not ask.
adj u.adj -c 'sync status' > out 2>&1
check "the umpire sees the roles connected and when each was last seen" \
    "1 1 1" "$(grep -c '^Connected: .*union (' out) $(grep -c '^  confederate  last seen 20' out) $(grep -c '^  union        last seen 20' out)"
check "...through the API, the umpire's only" "403" \
    "$(curl -s -o body -w '%{http_code}' -H "Authorization: Bearer $UN" "$URL/v1/campaigns/$C/who")"
check "...which answers the umpire" "200" \
    "$(curl -s -o body -w '%{http_code}' -H "Authorization: Bearer $U" "$URL/v1/campaigns/$C/who")"
adj n.adj -c 'sync status' > out 2>&1
check "...and a side's sync status lists nobody" 0 "$(grep -c '^Connected' out)"

# An idle terminal is told by push: at its prompt, the Union's REPL holds
# a long-poll open (the umpire reads it waiting), the umpire's doing
# shows above its prompt with no key pressed, long before the terminal
# would look by itself (30 s), and it waits again after.  Quitting does
# not wait for the long-poll's end (25 s).
union_waits() {
	i=0
	while [ $i -lt 100 ]; do
		adj u.adj -c 'sync status' 2>&1 | grep -q 'union (waiting now)' &&
		    { echo yes; return; }
		sleep 0.2; i=$((i + 1))
	done
	echo no
}
repl un --session n.adj
check "the idle Union terminal holds a long-poll open" yes "$(union_waits)"
adj u.adj -c 'track vp +1' > /dev/null 2>&1
wait_seen un '^Meanwhile: Umpire: Victory Points 1 -> 2$'
check "...and is told of the umpire's doing at once, no key pressed" 1 \
    "$(screen un | grep -c '^Meanwhile: Umpire: Victory Points 1 -> 2$')"
check "...then waits again" yes "$(union_waits)"
adj u.adj -c 'track vp -1' > /dev/null 2>&1
wait_seen un '^Meanwhile: Umpire: Victory Points 2 -> 1$'
check "...and is told again" 1 \
    "$(screen un | grep -c '^Meanwhile: Umpire: Victory Points 2 -> 1$')"
line un quit
wait_seen un '^exit=0'
check "...and quits at once, its long-poll let go" 1 \
    "$(screen un | grep -c '^exit=0')"

serve_stop
finish inform
