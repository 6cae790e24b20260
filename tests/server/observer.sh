#!/bin/sh
# The observer's terminal (issue 15, item 5): through the real client it
# reads the public status, log, cup counts, turns and victory, online from
# the server and offline from its copy, and never a side's secret; it
# writes nothing, and queues nothing to be refused later.  `sync status`
# tells the link as it is: a server gone since the last answer is
# "offline since", not "online".
# Usage: observer.sh ADJUTANT
. "$(dirname "$0")/../lib.sh"
adj() { "$bin" --session "$@"; }
"$bin" serve --data d new longstreet round > toks.txt || exit 1
U=$(tok umpire); UN=$(tok union); CS=$(tok confederate); OB=$(tok observer)
serve_start --rate 0
URL="http://127.0.0.1:$port"

adj u.adj -c "sync join $URL $U" > /dev/null 2>&1
adj n.adj -c "sync join $URL $UN" > /dev/null 2>&1
adj c.adj -c "sync join $URL $CS" > /dev/null 2>&1
adj o.adj -c "sync join $URL $OB" > out 2>&1
check "the observer joins" 1 "$(grep -c 'as observer' out)"
adj n.adj -c 'key union stand' > /dev/null 2>&1
adj c.adj -c 'key csa rebel anv' > /dev/null 2>&1
adj u.adj -c status -c 'next draw' > /dev/null 2>&1
secrets='Stand to It\|Rebel Yell\|ANV Vet'

# Online: every read answers, from the server, in the public view.
for c in status log cup turns victory; do
	adj o.adj -c "$c" > out 2>&1; rc=$?
	check "online: the observer's $c answers" "0 0" \
	    "$rc $(grep -c 'reads only\|needs the server' out)"
	check "...and names no side's secret" 0 "$(grep -c "$secrets" out)"
	cp out "online-$c"
done
check "status: where the game stands" 1 "$(grep -c '^Turn 1 of 6' online-status)"
check "log: the public events, the others only said to be there" "1 yes" \
    "$(grep -c 'Turn 1 (4:20): Command Decision Phase: The Key Chit' online-log) $(grep -q 'hidden from the observer view' online-log && echo yes)"
check "cup: counts, the blind Events unnamed" 1 "$(grep -c '^Cup: [0-9]* chits - [0-9]* Event,' online-cup)"
check "turns: the turn record" 1 "$(grep -c '^Turn Record Track' online-turns)"
check "victory: the levels" 1 "$(grep -c '^Victory in ' online-victory)"
check "the observer's copy holds no secret" 0 "$(grep -ac "$secrets" o.adj)"

# Writing: refused at once, nothing queued.
adj o.adj -c 'note an observer writes' > out 2>&1; rc=$?
check "a write: refused" "1 1" "$rc $(grep -c 'an observer reads only' out)"
adj o.adj --json -c 'sync status' > out 2>&1
check "...and not queued" 0 "$(grep -o '"state":' out | wc -l)"
post=$(curl -s -o body -w '%{http_code}' -X POST -H "Authorization: Bearer $OB" \
    --data-binary '{"line":"track vp +1"}' "$URL/v1/campaigns/$(awk '/^campaign/ { print $2 }' toks.txt)/commands")
check "the server refuses an observer's write: 403" "403 1" \
    "$post $(grep -c 'reads only' body)"
adj o.adj -c 'sync status' > out 2>&1
check "sync status with the server there: online" 1 "$(grep -c '^Link: online' out)"

# Offline: the server gone since the last answer.
serve_stop
adj o.adj -c 'sync status' > out 2>&1
check "sync status with the server gone: offline, and since when" "1 0" \
    "$(grep -c '^Link: offline since [0-9]' out) $(grep -c 'Link: online' out)"
since=$(sed -n 's/^Link: offline since \([0-9:]*\).*/\1/p' out)
sleep 1.1
adj o.adj -c 'sync status' > out 2>&1
check "...the same 'since' at a terminal started later (kept in the copy)" \
    "$since" "$(sed -n 's/^Link: offline since \([0-9:]*\).*/\1/p' out)"
for c in status log cup turns victory; do
	adj o.adj -c "$c" > out 2>&1; rc=$?
	check "offline: the observer's $c answers from the copy" "0 1" \
	    "$rc $(grep -c '^(Offline since' out)"
	check "...and names no side's secret" 0 "$(grep -c "$secrets" out)"
done
adj o.adj -c 'cup' > out 2>&1
check "offline cup: the counts last read" 1 "$(grep -c '^Cup: [0-9]* chits' out)"
adj o.adj -c 'turns 2' > out 2>&1; rc=$?
check "offline: what was never read says it needs the server" "1 1" \
    "$rc $(grep -c 'needs the server' out)"
adj o.adj -c 'note offline' > out 2>&1; rc=$?
check "offline: a write refused, not queued" "1 1" \
    "$rc $(grep -c 'an observer reads only' out)"
finish observer
