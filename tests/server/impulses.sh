#!/bin/sh
# Bloodiest Day's impulses in a campaign (issue 24, item 1): the impulse
# in hand is its side's to play or pass, so the umpire's `next` is refused
# until the side acted or passed; every role's status says what is owed
# and the command that answers it; the umpire may pass for the side
# (`force impulse SIDE`, or `pass`), said so to every role; a table plays
# as before (its `next` ends the impulse).
# Usage: impulses.sh ADJUTANT
tests=$(cd "$(dirname "$0")/.." && pwd)
. "$tests/lib.sh"
one_campaign bloodiest-day historical
impulse() { state "$OB" | grep -o '"impulse":{"side":"[a-z]*"' | sed 's/.*"side":"//; s/"//'; }

# The Union's impulse checks ride on typed dice: a check that ended the
# phase would end the test's impulses early.
check "the umpire's next: into the Action Phase, the Union's impulse" \
    "ok union" "$(run "$U" 'next roll=6,6') $(impulse)"
n=$(events)
check "the umpire's next while the Union has neither acted nor passed: refused" \
    'waiting for: Union impulse (the side chooses, or the umpire'"'"'s `force`)' \
    "$(run "$U" next)"
check "...nothing recorded, the impulse still the Union's" "$n union" \
    "$(events) $(impulse)"
check "...nor by a jump out of the phase" 1 \
    "$(run "$U" 'next end' | grep -c '^waiting for: Union impulse')"
for who in "$U" "$UN" "$CS" "$OB"; do
	check "every role's state: the Union owes its impulse, and how to answer" "1 1" \
	    "$(state "$who" | grep -c '"waiting_for":\["Union impulse"\]') $(state "$who" | grep '"owed":\[{[^]]*"what":"impulse"' | grep '"side":"union"' | grep -c '"answer":"activate LEADER, or pass"')"
done
run "$UN" status > /dev/null
check "...and the text of its status" 1 "$(grep -c 'Waiting for: Union impulse' body)"
check "the Confederate may not pass the Union's impulse" 1 \
    "$(run "$CS" pass | grep -c 'own side only')"
check "the Union passes" ok "$(run "$UN" pass)"
check "...the Confederate's impulse now, and owed" "confederate 1" \
    "$(impulse) $(state "$OB" | grep -c '"waiting_for":\["Confederate impulse"\]')"
check "...the umpire's next waits for it" \
    'waiting for: Confederate impulse (the side chooses, or the umpire'"'"'s `force`)' \
    "$(run "$U" next)"

# A side that acted owes nothing more: the umpire's next ends its impulse.
check "the Confederate activates Jackson" ok "$(run "$CS" 'activate jackson')"
check "...it owes nothing now" 1 "$(state "$OB" | grep -c '"waiting_for":\[\]')"
check "...and the umpire's next ends the impulse" "ok union" \
    "$(run "$U" 'next roll=6,6') $(impulse)"

# The umpire passes for a side: said to every role, recorded as a pass.
check "a side may not force" 1 "$(run "$CS" 'force impulse union' | grep -c umpire)"
check "...nor the umpire for a side whose impulse it is not" \
    "Confederate owes no impulse now" "$(run "$U" 'force impulse confederate')"
check "...nor with a choice an impulse has not" \
    "usage: force impulse SIDE [at random | pass] (a pass either way)" \
    "$(run "$U" 'force impulse union activate')"
n=$(events)
check "the umpire forces the Union's impulse (a pass)" ok \
    "$(run "$U" 'force impulse union at random')"
check "...the reply says so, and the pass" "1 1" \
    "$(grep -c 'The umpire chose a pass for the Union impulse (told to that side)' body) $(grep -c 'Union passes' body)"
check "...recorded as the umpire's: a forced choice, then the pass" \
    "forced|umpire pass|umpire" \
    "$(sqlite3 "d/$C.adj" "SELECT kind || '|' || json_extract(data, '$.actor') FROM event WHERE seq > $n AND kind IN ('forced', 'pass') ORDER BY seq" | tr '\n' ' ' | sed 's/ $//')"
check "...the Union is told" 1 \
    "$(seen "$UN" | grep -c 'The umpire chose a pass for the Union impulse')"
check "...the Confederate's impulse is owed now" 1 \
    "$(state "$OB" | grep -c '"waiting_for":\["Confederate impulse"\]')"

# Restarted, the server folds the same wait (it is read from the state).
serve_stop
serve_start --rate 0
check "a restarted server waits for the same impulse" \
    'waiting for: Confederate impulse (the side chooses, or the umpire'"'"'s `force`)' \
    "$(run "$U" next)"
# The umpire's own `pass` is a pass for the side, said so as a force.
check "the umpire's pass, for the Confederate" ok "$(run "$U" pass)"
check "...said to be the umpire's choice" 1 \
    "$(grep -c 'The umpire chose a pass for the Confederate impulse' body)"
check "...two passes in succession end the phase; nothing is owed" "1 1" \
    "$(grep -c '2 passes in succession' body) $(state "$OB" | grep -c '"waiting_for":\[\]')"
serve_stop

# A table: nothing waits, `next` ends an impulse as it always did.
timeout 60 "$bin" --session t.adj -c 'new bloodiest historical' -c next \
    -c next -c status > out 2>&1
check "at a table the umpire's next ends the impulse unasked" "0 1" \
    "$(grep -ci 'waiting for' out) $(grep -c '^Impulse 1: Confederate' out)"
finish impulses
