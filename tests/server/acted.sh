#!/bin/sh
# Who acted and what was undone, in a campaign (issue 24, item 9): every
# event the log lists (`log --json`, on the server and in a copy), every
# exported event and every event of the server's `events` carries `by`,
# the role that acted, and `undone`, true once an undo took back its
# command; the server's events mark it undone whichever `after` they
# are read from, and the umpire's export names the actor on each line.
# A commander's events are his side's in `log --side`.
# Usage: acted.sh ADJUTANT
. "$(dirname "$0")/../lib.sh"
adj() { timeout 60 "$bin" --session "$@"; }
"$bin" serve --data d new longstreet-attacks round-tops > toks.txt || exit 1
C=$(awk '/^campaign/ { print $2 }' toks.txt)
U=$(tok umpire); UN=$(tok union)
"$bin" serve --data d role add "$C" confederate longstreet > lt.txt 2>&1
LT=$(tok confederate/longstreet lt.txt)
serve_start --rate 0
URL="http://127.0.0.1:$port"
H="$URL/v1/campaigns/$C"
api() { curl -s -m 30 -H "Authorization: Bearer $1" "$H/$2"; }

check "the Union chooses its Key chit" ok "$(post_line "$UN" "$H" 'key union stand')"
check "the umpire rolls" ok "$(post_line "$U" "$H" 'roll 2d6')"
roll=$(grep -o '"last_seq":[0-9]*' body | cut -d: -f2)
check "...and takes the roll back" ok \
    "$(post_line "$U" "$H" 'undo reason=the roll was for the wrong table')"
undo_seq=$(grep -o '"last_seq":[0-9]*' body | cut -d: -f2)

# The server's log: each event says who acted and whether it stands.
post_line "$U" "$H" 'log' > /dev/null
jq -c '.reply.events[] | {seq, kind, by, undone}' body > events
check "log --json on the server: every event has by and undone" 0 \
    "$(grep -vc '"by":"[^"]*","undone":\(true\|false\)}$' events)"
check "...the Key chit is the Union's" 1 \
    "$(grep '"kind":"chit"' events | grep -c '"by":"union","undone":false')"
check "...the roll the umpire's, undone" 1 \
    "$(grep "\"seq\":$roll," events | grep -c '"by":"umpire","undone":true')"
check "...the undo itself stands" 1 \
    "$(grep '"kind":"undo"' events | grep -c '"undone":false')"

# The server's events: the same marks, from any `after`.
api "$U" "events?after=0" > all.json
api "$U" "events?after=$((roll - 1))" > tail.json
for f in all tail; do
	check "events ($f): the roll undone, by the umpire" "umpire true" \
	    "$(jq -r ".events[] | select(.seq == $roll) | \"\(.by) \(.undone)\"" $f.json)"
done
check "...every event says who acted and whether it stands" 0 \
    "$(jq '[.events[] | select((.by | type) != "string" or (.undone | type) != "boolean")] | length' all.json)"

# A commander's doing is his side's: `log --side` lists every event of
# his command, the first (which names the role "SIDE/NAME") too.
check "a commander rolls" ok "$(post_line "$LT" "$H" 'roll 2d6')"
lt_roll=$(grep -o '"last_seq":[0-9]*' body | cut -d: -f2)
post_line "$U" "$H" 'log --side confederate' > /dev/null
check "log --side confederate lists the commander's roll, as his side's" \
    "roll confederate confederate/longstreet" \
    "$(jq -r ".reply.events[] | select(.seq == $lt_roll) | \"\(.kind) \(.side) \(.by)\"" body)"

# A side's copy, offline, lists the same; the umpire's copy exports them.
adj n.adj -c "sync join $URL $UN" > /dev/null 2>&1
adj u.adj -c "sync join $URL $U" > /dev/null 2>&1
serve_stop
adj n.adj --json -c log > out 2>&1
check "a side's copy offline: its log says who acted" 1 \
    "$(grep -o '{[^{}]*"kind":"chit"[^{}]*}' out | grep -c '"by":"union","undone":false')"
check "...and that the roll was undone" 1 \
    "$(grep -o "{\"seq\":$roll,[^{}]*}" out | grep -c '"by":"umpire","undone":true')"
adj n.adj -c log > out 2>&1
check "...its text log marks it too" 1 \
    "$(grep -c "^ *${roll}x t[0-9]* *roll *(undone) Umpire: Rolled" out)"
adj u.adj -c 'export c.csv' -c 'export c.html' > /dev/null 2>&1
check "the umpire's export: by, the name and undone (by which undo) in CSV" "1 1" \
    "$(grep -c ',union,Union,false,' c.csv) $(grep -c "^$roll,.*,umpire,Umpire,true,[^,]*,[0-9]*,$undo_seq," c.csv)"
check "...and the HTML names the actor and marks the undone roll, by which undo" "1 1" \
    "$(grep -c '<td[^>]*>Union</td><td>chit</td>' c.html) $(grep -c '<tr class="undone" data-seq="'"$roll"'">.*<td[^>]*>Umpire</td><td>roll</td>.*undone by #'"$undo_seq"'<' c.html)"
finish acted
