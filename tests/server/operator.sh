#!/bin/sh
# The operator's view of the server (issue 24, item 6): `serve list`
# shows every campaign of the folder (game, scenario, turn, roles, last
# activity), while a server holds their files too; `serve remove`
# archives one (refused while the folder is served): its tokens stop,
# its files stay, and `list` shows it apart; a campaign keeps its --url
# for the commanders added later.
# Usage: operator.sh ADJUTANT
. "$(dirname "$0")/../lib.sh"
two_campaigns
"$bin" serve --data d --url http://10.0.0.5:8080 new longstreet-attacks \
    hammerin-sickles > t3.txt || exit 1
C3=$(awk '/^campaign/ { print $2 }' t3.txt)

"$bin" serve --data nowhere list > out 2> err; rc=$?
check "list of a folder with no campaigns: refused, nothing made" "1 1 no" \
    "$rc $(grep -c 'nowhere holds no campaigns (no server.db)' err) $([ -e nowhere ] && echo yes || echo no)"
"$bin" serve --data nowhere remove x > out 2> err; rc=$?
check "...remove too" "1 no" "$rc $([ -e nowhere ] && echo yes || echo no)"

# The address is kept: a commander added later has the same links.
"$bin" serve --data d role add "$C3" confederate hood > t.txt 2> err; rc=$?
check "a commander added later without --url: the campaign's links" "0 1 0" \
    "$rc $(grep -c "^  join: adjutant+http://10.0.0.5:8080/v1/campaigns/$C3#" t.txt) $(grep -c HOST:PORT t.txt)"

"$bin" serve --data d list > out 2> err; rc=$?
check "list: three campaigns, one line each" "0 3" "$rc $(wc -l < out)"
check "...id, game, scenario, turn and its label, roles, last activity" 1 \
    "$(grep -c "^$C  longstreet-attacks  round-tops  turn 2 (4:20)  roles umpire,union,confederate,observer  last 20[0-9-]*T[0-9:]*Z$" out)"
check "...the other game" 1 "$(grep -c "^$C2  bloodiest-day  historical  turn 1 " out)"
check "...a commander among the roles" 1 \
    "$(grep -c "^$C3 .* roles umpire,union,confederate,confederate/hood,observer " out)"
"$bin" serve --data d --json list > out 2> err
before=$(jq ".campaigns[] | select(.campaign == \"$C\") | .events" out)
check "list --json: every campaign, its roles apart" "3 1" \
    "$(jq '.campaigns | length' out) $(jq -c ".campaigns[] | select(.campaign == \"$C3\") | [.sides, .commanders, .observer, .archived, .turn_label]" out | grep -c '^\[\["union","confederate"\],\["confederate/hood"\],true,null,"')"

# A rate that is no number strtod would take: refused, not served.
for r in nan inf -1; do
	timeout 5 "$bin" serve --data d --listen 127.0.0.1:0 --rate $r > out 2>&1; rc=$?
	check "--rate $r: usage, exit 2" "2 1" "$rc $(grep -c '^usage' out)"
done

# While a server holds every file: list reads them still.
serve_start --rate 0
H="http://127.0.0.1:$port/v1/campaigns/$C"
check "served: a command recorded" ok "$(post_line "$U" "$H" 'note the ridge')"
timeout 20 "$bin" serve --data d list > out 2> err; rc=$?
check "list while the folder is served" "0 3" "$rc $(grep -c ' last ' out)"
"$bin" serve --data d --json list > out 2> err
check "...and sees the event just recorded" $((before + 1)) \
    "$(jq ".campaigns[] | select(.campaign == \"$C\") | .events" out)"
"$bin" serve --data d remove "$C2" > out 2> err; rc=$?
check "remove while served: refused in one line" "1 1 1" \
    "$rc $(grep -c 'a server is serving d: stop it' err) $(wc -l < err)"
code=$(curl -s -o /dev/null -w '%{http_code}' -H "Authorization: Bearer $(tok umpire toks2.txt)" "http://127.0.0.1:$port/v1/campaigns/$C2/state")
check "...the campaign is served still" 200 "$code"
serve_stop

"$bin" serve --data d remove "$C2" > out 2> err; rc=$?
check "remove: archived" "0 1" "$rc $(grep -c "^campaign $C2 archived" out)"
check "...its files kept" 1 "$(ls d/"$C2".adj | wc -l)"
"$bin" serve --data d remove "$C2" > out 2> err; rc=$?
check "...removed again: refused" "1 1" "$rc $(grep -c "no campaign $C2 served here" err)"
"$bin" serve --data d remove nosuch > out 2> err; rc=$?
check "...no such campaign: refused" "1 1" "$rc $(grep -c 'no campaign nosuch served here' err)"
"$bin" serve --data d token "$C2" union > out 2> err; rc=$?
check "...no token is issued for it again" "1 1 0" \
    "$rc $(grep -c "no campaign $C2 here" err) $(wc -c < out)"
"$bin" serve --data d list > out 2> err
check "list: the archived one apart, after the others" "archived (served no more; files kept):
$C2" "$(sed -n 3p out)
$(sed -n 4p out | cut -d' ' -f1)"
check "...marked archived, with when" 1 "$(grep -c "^$C2 .* archived 20[0-9-]*T[0-9:]*Z$" out)"

serve_start --rate 0
code=$(curl -s -o body -w '%{http_code}' -H "Authorization: Bearer $(tok umpire toks2.txt)" "http://127.0.0.1:$port/v1/campaigns/$C2/state")
check "served again: the archived campaign's token opens nothing" 401 "$code"
code=$(curl -s -o body -w '%{http_code}' -H "Authorization: Bearer $(tok umpire toks2.txt)" "http://127.0.0.1:$port/v1/me")
check "...nor says whose it was" 401 "$code"
check "...the others are served" ok "$(post_line "$U" "$H" 'note still here')"
serve_stop
finish operator
