#!/bin/sh
# A campaign's player-aid tables (issue 15): the umpire's terminal sends
# its copy to the server, which keeps it with the campaign (not in the
# operator's folder), uses it at the very next look-up with no restart,
# and tells every role; a side's import is refused, since the server would
# never read it; the API refuses a side and an observer alike.
# Usage: tables.sh ADJUTANT
fx=$(cd "$(dirname "$0")/../fixtures" && pwd)
. "$(dirname "$0")/../lib.sh"
adj() { "$bin" --session "$@"; }
two_campaigns
serve_start --rate 0
URL="http://127.0.0.1:$port"
H="$URL/v1/campaigns/$C"
FOG=longstreet-attacks.fog-of-war

adj u.adj -c "sync join $URL $U" > /dev/null 2>&1
adj n.adj -c "sync join $URL $UN" > /dev/null 2>&1

# Before: the table is the player aid's, not entered.
adj n.adj -c "lookup $FOG roll=1" > out 2>&1
check "before: the side's look-up says the table is not entered" 1 \
    "$(grep -c 'player aid' out)"

# A side's copy would be its own alone: refused, nothing sent.
adj n.adj -c "table import $FOG $fx/fog-test-only.csv --partial" > out 2>&1
check "a side's import: refused in one line" "1 1" \
    "$? $(grep -c 'the umpire imports this campaign' out)"

# The umpire's goes to the server and is used at once.
adj u.adj -c "table import $FOG $fx/fog-test-only.csv --partial" > out 2>&1
check "the umpire's import: sent and kept as the campaign's" "0 1" \
    "$? $(grep -c "kept as the umpire's copy, for this campaign" out)"
check "...beside the campaign's file, not in the operator's folder" "1 0" \
    "$(ls d/"$C".tables.db 2>/dev/null | wc -l) $(ls "$XDG_DATA_HOME"/adjutant/user-tables.db 2>/dev/null | wc -l)"
adj n.adj -c "lookup $FOG roll=1" > out 2>&1
check "a side's next look-up reads it, with no restart" "0 yes" \
    "$? $(grep -q 'Union Battlefield Chaos' out && echo yes)"
adj n.adj -c log > out 2>&1
check "every role is told of it" 1 \
    "$(grep -c "The umpire imported the campaign's copy of $FOG" out)"
# The other campaign on the same server keeps its own tables.
check "another campaign has no copy of it" 0 \
    "$(ls d/"$C2".tables.db 2>/dev/null | grep -c . ; true)"

# The API itself: a side's and an observer's posts are refused.
code=$(curl -s -o body -w '%{http_code}' -X POST -H "Authorization: Bearer \
$UN" --data-binary "{\"table\":\"$FOG\",\"csv\":\"roll,result\"}" "$H/tables")
check "POST tables with a side's token: 403" "403 1" \
    "$code $(grep -c 'the umpire imports' body)"
code=$(curl -s -o body -w '%{http_code}' -X POST -H "Authorization: Bearer \
$OB" --data-binary "{\"table\":\"$FOG\",\"csv\":\"roll,result\"}" "$H/tables")
check "POST tables with the observer's token: 403" 403 "$code"
code=$(curl -s -o body -w '%{http_code}' -X POST -H "Authorization: Bearer \
$U" --data-binary '{"table":"longstreet-attacks.crt"}' "$H/tables")
check "POST tables without its CSV: 400" 400 "$code"
# A table the rulebook prints is not the umpire's to replace.
code=$(curl -s -o body -w '%{http_code}' -X POST -H "Authorization: Bearer \
$U" --data-binary '{"table":"longstreet-attacks.break-test","csv":"x"}' \
    "$H/tables")
check "a rulebook table: refused, as at a table" "200 1" \
    "$code $(grep -c 'only tables printed on player aids are imported' body)"

serve_stop > /dev/null
finish tables
