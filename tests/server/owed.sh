#!/bin/sh
# Who owes what, since when (issue 24, item 1): `owed` (text and JSON)
# for every role, the same list as "owed" in status and the state, the
# umpire's status starting with it; each entry's since found again by
# the fold (a restarted server says the same), kept while it stays owed
# (a note or a roll between changes nothing), new for a new turn.
# Usage: owed.sh ADJUTANT
tests=$(cd "$(dirname "$0")/.." && pwd)
. "$tests/lib.sh"
"$bin" serve --data d new longstreet-attacks hammerin-sickles > toks.txt || exit 1
C=$(awk '/^campaign/ { print $2 }' toks.txt)
U=$(tok umpire); UN=$(tok union); CS=$(tok confederate); OB=$(tok observer)
# A second campaign whose Key chits stay owed while two turns pass (the
# phase events written by hand): owed since before the turn the listing
# folds from, found by a fold from the start.
"$bin" serve --data d new longstreet-attacks round-tops > toks3.txt || exit 1
C3=$(awk '/^campaign/ { print $2 }' toks3.txt); U3=$(tok umpire toks3.txt)
for t in 3 4; do
	n=$(sqlite3 "d/$C3.adj" "SELECT max(seq) + 1 FROM event")
	sqlite3 "d/$C3.adj" "INSERT INTO event VALUES ($n, $n, $t, 'key-chits',
	    'phase', 'all', 'turn', '{\"phase\":\"key-chits\",\"turn\":$t}',
	    '2026-01-01T00:00:00Z', 'x', 'y')"
done
# And one whose journal is too long to fold whole for it (9000 filler
# commands): said owed since before the window's start, not computed.
"$bin" serve --data d new longstreet-attacks round-tops > toks4.txt || exit 1
C4=$(awk '/^campaign/ { print $2 }' toks4.txt); U4=$(tok umpire toks4.txt)
fill "d/$C4.adj" 9000
serve_start --rate 0
H="http://127.0.0.1:$port/v1/campaigns/$C"

run() { post_line "$1" "$H" "$2"; }
state() { curl -s -H "Authorization: Bearer $1" "$H/state"; }
# jq-less: one field of the owed entry of a role, from body.
field() { python3 -c "import json,sys
d=json.load(open('body')); d=d.get('reply', d)
print([e.get('$2') for e in d['owed'] if e['role']=='$1'][0])"; }

check "owed, as the umpire" ok "$(run "$U" owed)"
check "...one line an entry: whose, what, the command, since when" 1 \
    "$(grep -c 'Owed (2):\\n  Union: Key chits, `key union CHIT...`; since turn 1 (4:00), Command Decision Phase: The Key Chit, [0-2][0-9]:[0-5][0-9] ([0-9]*s ago)\\n  Confederate: Key chits' body)"
check "...and as JSON: role, what, answer, since_turn, since, deadline" \
    "confederate|Key chits|key confederate CHIT...|1|None" \
    "$(field confederate role)|$(field confederate what)|$(field confederate answer)|$(field confederate since_turn)|$(field confederate deadline)"
since=$(field confederate since)
check "...since: an ISO time" 1 "$(echo "$since" | grep -c '^20[0-9-]*T[0-9:]*Z$')"
check "owed since before the turn before this one: found from the start" \
    "1 1" "$(post_line "$U3" "http://127.0.0.1:$port/v1/campaigns/$C3" owed > /dev/null; field union since_turn) $(field confederate since_turn)"
check "...a journal too long for it: since before the window's start" \
    "True 1" "$(post_line "$U4" "http://127.0.0.1:$port/v1/campaigns/$C4" owed > /dev/null; field union since_before) $(grep -c 'since before turn 1 (4:20)' body)"
check "a side reads the same list" ok "$(run "$UN" owed)"
check "...with the same since" "$since" "$(field confederate since)"
check "the observer's state: owed with since" 1 \
    "$(state "$OB" | grep -c '"owed":\[{"side":"union","role":"union","what":"Key chits","answer":"key union CHIT...","choice":"key","force":"force key union at random","since_turn":1,')"
run "$U" status > /dev/null
check "the umpire's status starts with what is owed" "Owed:" \
    "$(python3 -c "import json; print(json.load(open('body'))['reply']['text'].split(chr(10))[0])")"
run "$UN" status > /dev/null
check "...a side's does not" 0 "$(grep -c 'Owed:' body)"

# Kept while owed: a note, a roll and the Union's key change nothing of
# the Confederate's since; the Union's entry is gone.
sleep 1.1
run "$U" 'note the keys, please' > /dev/null
run "$CS" 'roll 2d6' > /dev/null
check "the Union chooses its Key chit" ok "$(run "$UN" 'key union stand')"
run "$U" owed > /dev/null
check "...the Confederate's since unchanged, the Union's gone" \
    "$since 1" "$(field confederate since) $(grep -c 'Owed (1)' body)"

# The stamps are the journal's: a restarted server finds the same.
serve_stop
serve_start --rate 0
H="http://127.0.0.1:$port/v1/campaigns/$C"
run "$U" owed > /dev/null
check "a restarted server: the same since" "$since" "$(field confederate since)"

# Answered, the next turn's Key chits are owed since turn 2.
run "$U" 'force key confederate at random' > /dev/null
run "$U" 'next end yes' > /dev/null
run "$U" 'next key-chits' > /dev/null
run "$U" owed > /dev/null
check "turn 2: owed since turn 2" "2 2" \
    "$(field union since_turn) $(field confederate since_turn)"
check "nothing owed is said so" "Nothing is owed." \
    "$(run "$U" 'force key union at random' > /dev/null; run "$U" 'force key confederate at random' > /dev/null; run "$U" 'force pick union at random' > /dev/null; run "$U" owed > /dev/null; python3 -c "import json; print(json.load(open('body'))['reply']['text'].strip())")"
# Not a table's: the command is a shared campaign's only.
check "at a table, owed is refused" 1 \
    "$("$bin" --session t.adj -c 'new la hammerin' -c owed 2>&1 | grep -c 'no shared campaign here')"

serve_stop
finish owed
