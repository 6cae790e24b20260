#!/bin/sh
# Each role's /state is kept while nothing new is on the disk
# (state_cache.c): asked again, the same answer (which a server without
# the cache gives too: that it is kept is tests/unit/test_state_cache.c's
# to show); once a command is recorded, the next answer shows it at once,
# which a cache that ignored the journal's growth would fail; each role
# has its own, however they alternate.
# Usage: statekeep.sh ADJUTANT
. "$(dirname "$0")/../lib.sh"
one_campaign longstreet-attacks round-tops

state "$OB" > a; state "$OB" > b
check "asked twice, the observer's state is the same" "" "$(cmp -s a b || echo differs)"
check "the union's key chits are owed" 1 \
    "$(grep -o '"waiting_for":\[[^]]*\]' a | grep -c 'Union Key chits')"
check "the umpire chooses them" ok "$(run "$U" "force key union at random")"
state "$OB" > c
check "the next state, at once, no longer waits for them" 0 \
    "$(grep -o '"waiting_for":\[[^]]*\]' c | grep -c 'Union Key chits')"
i=0; sides=
while [ $i -lt 3 ]; do
	sides="$sides $(state "$UN" | grep -o '"role_name":"[A-Za-z]*"') $(state "$CS" | grep -o '"role_name":"[A-Za-z]*"')"
	i=$((i + 1))
done
check "each side its own, alternating" \
    ' "role_name":"Union" "role_name":"Confederate" "role_name":"Union" "role_name":"Confederate" "role_name":"Union" "role_name":"Confederate"' \
    "$sides"
check "the observer's is the observer's" 1 "$(state "$OB" | grep -c '"role":"observer"')"
check "the umpire's is the umpire's" 1 "$(state "$U" | grep -c '"role":"umpire"')"
serve_stop
finish statekeep
