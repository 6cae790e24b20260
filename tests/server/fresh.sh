#!/bin/sh
# A command's answer carries the events it recorded as it recorded them
# (events_fresh: not read back from the file): the very bytes a read of
# the same events gives the same role.  Commands of every kind, by the
# umpire, a side and a commander, a refusal, an undo, and with `after`.
# Usage: fresh.sh ADJUTANT
tests=$(cd "$(dirname "$0")/.." && pwd)
. "$tests/lib.sh"
"$bin" serve --data d new longstreet-attacks round-tops > toks.txt || exit 1
"$bin" serve --data d role add "$(awk '/^campaign/ { print $2 }' toks.txt)" \
    csa hood > hd.txt 2>&1
one_campaign_served() {
	C=$(awk '/^campaign/ { print $2 }' toks.txt)
	U=$(tok umpire); UN=$(tok union); CS=$(tok confederate)
	HD=$(tok confederate/hood hd.txt)
	serve_start --rate 0
	H="http://127.0.0.1:$port/v1/campaigns/$C"
}
one_campaign_served
# same TOKEN LINE [AFTER]: the answer's events are those a read gives.
# (Each in a subshell: its client id from the file's count, never one
# used before, which would be answered as a repeat.)
same() {
	i=$(($(cat n 2>/dev/null || echo 0) + 1))
	echo $i > n
	jq -n --arg l "$2" --arg c "f-$i" --arg a "${3:-}" \
	    '{line: $l, client_id: $c} + if $a == "" then {} else
	    {after: ($a | tonumber)} end' > req
	curl -s -m 20 -o ans.json -H "Authorization: Bearer $1" \
	    --data-binary @req "$H/commands"
	first=$(jq '.first' ans.json)
	from=${3:-$((first > 0 ? first - 1 : $(jq '.last_seq' ans.json)))}
	curl -s -m 20 -o read.json -H "Authorization: Bearer $1" \
	    "$H/events?after=$from"
	if [ "$(jq -c '.events' ans.json)" = "$(jq -c '.events' read.json)" ] &&
	    [ "$(jq '.last_seq' ans.json)" = "$(jq '.last_seq' read.json)" ]; then
		echo same
	else
		jq -c '{events, last_seq}' ans.json read.json | cut -c1-300 >&2
		echo differ
	fi
}
check "a note: its event as read" same "$(same "$U" 'note first "quoted" \\ back')"
check "a track moved" same "$(same "$U" 'track vp +1')"
check "a roll" same "$(same "$UN" 'roll 2d6')"
check "a step and the steps it passes" same "$(same "$U" 'next')"
check "a side's note" same "$(same "$UN" 'note union words')"
check "a commander's note" same "$(same "$HD" 'note hood')"
check "a message to the other side (in transit)" same \
    "$(same "$UN" 'message confederate hold the ridge')"
check "...as the other side sees it, nothing" '[]' \
    "$(curl -s -m 20 -H "Authorization: Bearer $CS" "$H/events?after=$(jq '.last_seq' ans.json)" | jq -c '.events')"
check "a refusal records nothing" same "$(same "$CS" 'track nosuch +1')"
check "...and says so" 0 "$(jq '.first' ans.json)"
check "an undo" same "$(same "$U" 'undo')"
check "with after: the events since, read" same "$(same "$U" 'note after' 2)"
check "...from there" 3 "$(jq '.events[0].seq' ans.json)"
serve_stop
finish fresh
