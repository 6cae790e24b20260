#!/bin/sh
# A campaign of a game module, through the server: the server keeps its
# own copy of the module (`serve --data DIR module import`), in its data
# folder, owner-only; a campaign of it is made, played through the API
# (the writer's commands, a reader's `status` and `log`, a role's state,
# the report).  A copy changed after the campaign began keeps the
# campaign from loading, and says why; its text back, it plays on.
# Usage: modules.sh ADJUTANT
. "$(dirname "$0")/../lib.sh"

"$bin" -c 'module export longstreet-attacks la.yaml' > /dev/null
"$bin" serve --data d module import la.yaml --as la-copy > out.txt 2>&1
check "the server imports a module" 0 $?
check "...into its own folder, owner-only" "-rw------- -rw-------" \
    "$(ls -l d/modules/la-copy.db d/modules/la-copy.yaml | awk '{ printf "%s%s", s, $1; s = " " }')"
check "...not the operator's" "" "$(ls xdg/adjutant/modules 2>/dev/null)"
check "its list" "la-copy                  Longstreet Attacks" \
    "$("$bin" serve --data d module list)"
"$bin" serve --data d module import nofile.yaml > out.txt 2>&1
check "a file that is not there is said so" 1 $?
check "...in a line" 1 "$(grep -c 'cannot read nofile.yaml' out.txt)"

one_campaign la-copy round-tops
check "a campaign of it is made" "la-copy" \
    "$(sed -n 's/^campaign [0-9a-f]* (\([^,]*\),.*/\1/p' toks.txt)"
check "the umpire's key chits" ok "$(run "$U" 'force key union at random')"
check "...the other side's" ok "$(run "$U" 'force key confederate at random')"
check "next, by the module's sequence of play" ok "$(run "$U" 'next')"
check "a reader's status names the module's game" 1 \
    "$(run "$OB" status > /dev/null; grep -c '"game":"la-copy"' body)"
check "a role's state" 1 "$(state "$UN" | grep -c '"ok":true')"
curl -s -m 20 -H "Authorization: Bearer $OB" "$H/report" > report.json
check "the report is built" 1 "$(grep -c '"tracks"' report.json)"

check "its events, to a side" 1 "$(seen "$UN" | grep -c '"ok":true')"

serve_stop
# The server's copy changed since the campaign began: not loaded.
sed 's/^  title: Longstreet Attacks$/  title: Longstreet Attacks (2nd)/' \
    la.yaml > la2.yaml
"$bin" serve --data d module import la2.yaml --as la-copy > /dev/null
serve_start --rate 0
check "a campaign whose module changed is not loaded" 1 \
    "$(run "$U" status > /dev/null; grep -c 'changed since' body)"
serve_stop
"$bin" serve --data d module import la.yaml --as la-copy > /dev/null
serve_start --rate 0
check "its text back, it plays on" ok "$(run "$U" 'note on we go')"
serve_stop
finish modules
