#!/bin/sh
# The request log (issue 24, item 6): one line a request at
# DIR/requests.log (or --log FILE), owner-only: the time, the campaign and
# role ("-" for a refused token), the method, the path without its
# query, the command a line resolved to, the status and the time taken.
# Never a token, wherever a client put it, and never a command's text.
# Usage: reqlog.sh ADJUTANT
. "$(dirname "$0")/../lib.sh"
umask 022
two_campaigns
serve_start --rate 0
B="http://127.0.0.1:$port"
H="$B/v1/campaigns/$C"
BAD=0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef

check "a command" ok "$(post_line "$UN" "$H" 'note hold the peach orchard')"
check "a command the rules refuse" "ok" \
    "$(post_line "$U" "$H" 'roll 2d6' )"
code=$(curl -s -o /dev/null -w '%{http_code}' -H "Authorization: Bearer $BAD" "$H/state")
check "a refused token" 401 "$code"
code=$(curl -s -o /dev/null -w '%{http_code}' "$H/view?token=$OB")
check "the page, its token in the address" 200 "$code"
code=$(curl -s -o /dev/null -w '%{http_code}' -H "Authorization: Bearer $U" "$B/v1/campaigns/$UN/state")
check "a token put in the path" 404 "$code"
code=$(curl -s -o /dev/null -w '%{http_code}' -H "Authorization: Bearer $OB" "$H/state?token=$U")
check "...or in a query" 200 "$code"
serve_stop

L=d/requests.log
check "the log: owner-only" 600 "$(stat -c %a $L)"
check "one line a request, eight fields each" "6 6" \
    "$(wc -l < $L) $(awk 'NF == 8' $L | wc -l)"
check "the command's line: its command, never its words" "1 0" \
    "$(grep -c "^20[0-9-]*T[0-9:.]*Z $C union POST /v1/campaigns/$C/commands note 200 [0-9]*$" $L) $(grep -c 'orchard' $L)"
check "...the umpire's roll" 1 \
    "$(grep -c " $C umpire POST /v1/campaigns/$C/commands roll 200 " $L)"
check "the refused token: no campaign, no role, no token" "1 0" \
    "$(grep -c "Z - - GET /v1/campaigns/$C/state - 401 [0-9]*$" $L) $(grep -c "$BAD" $L)"
check "the page: its path without the query" 1 \
    "$(grep -c "Z - - GET /v1/campaigns/$C/view - 200 " $L)"
check "no token of any role anywhere in the log" 0 \
    "$(grep -c -e "$U" -e "$UN" -e "$OB" -e "$BAD" -e 'token=' $L)"
check "a token in a path: hidden" 1 \
    "$(grep -c "Z - - GET /v1/campaigns/\[hex\]/state - 404 " $L)"

# --log FILE, and a line cut at its limit.
serve_start --rate 0 --log other.log
long=$(printf 'x%.0s' $(seq 1 3000))
curl -s -o /dev/null "$B/v1/campaigns/$long/state"
# Short runs of hex digits, copied a run at a time, up to the limit.
runs=$(printf 'abc-%.0s' $(seq 1 750))
curl -s -o /dev/null "$B/v1/campaigns/$runs/state"
serve_stop
check "--log FILE: the lines go there" "2 6" "$(wc -l < other.log) $(wc -l < $L)"
check "...a long path cut, the line ended" "2 0a" \
    "$(awk 'length($0) <= 511' other.log | wc -l) $(tail -c 1 other.log | od -An -tx1 | tr -d ' ')"
check "...short hex runs kept as they are, to the cut" "1 0" \
    "$(grep -c '/v1/campaigns/abc-abc-abc-' other.log) $(grep -c 'abc-\[hex\]' other.log)"
# Under load: every request its line, whole, though the lines are
# written many to a write (reqlog.c).
loadgen_build reqlog
serve_start --rate 0 --log busy.log
./loadgen get "$port" "/v1/campaigns/$C/state" "$OB" 16 2 > load.out
serve_stop
n=$(sed 's/.*requests=\([0-9]*\).*/\1/' load.out)
check "16 clients reading for 2 s: a line for each of the $n requests, eight fields each" \
    "$n $n" "$(wc -l < busy.log) $(awk 'NF == 8 && $5 == "/v1/campaigns/'"$C"'/state" && $7 == 200' busy.log | wc -l)"
timeout 20 "$bin" serve --data d --listen 127.0.0.1:0 --log /nonexistent/x.log > out 2>&1; rc=$?
check "a log that cannot be opened: refused in one line" "1 1" \
    "$rc $(grep -c 'cannot open the request log /nonexistent/x.log' out)"
finish reqlog
