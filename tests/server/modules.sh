#!/bin/sh
# A campaign of a game module, through the server: the server keeps its
# own copy of the module (`serve --data DIR module import`), in its data
# folder, owner-only; a campaign of it is made, played through the API
# (the writer's commands, a reader's `status` and `log`, a role's state,
# the report); terminals joined to it get the module from the server and
# fold their copies by it.  A copy changed after the campaign began keeps
# the campaign from loading, and says why; its text back, it plays on.
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
check "the operator's list reads it" 1 \
    "$("$bin" serve --data d list | grep -c "^$C  la-copy  round-tops  turn ")"

# Terminals joined to it get the module from the server (installed for
# their user under the campaign's id) and fold their copies by it.
mkdir t1 t2 t3
(cd t1 && XDG_DATA_HOME=$PWD/xdg "$bin" -c "sync join http://127.0.0.1:$port $U" \
    -c status > out.txt 2>&1)
check "the umpire's terminal joins" 0 $?
check "...installing the campaign's module" 1 \
    "$(grep -c '^Installed module la-copy from the campaign' t1/out.txt)"
check "...and its copy reads by it" 1 "$(grep -c '^Longstreet Attacks - The Round Tops' t1/out.txt)"
(cd t1 && XDG_DATA_HOME=$PWD/xdg "$bin" -c 'note from the table' > out2.txt 2>&1)
check "...and goes on, reopened" 0 $?
# Its module changed under it, the copy is not folded by the new text.
(cd t1 && sed 's/^  tag: LA$/  tag: LC/' xdg/adjutant/modules/la-copy.yaml > y.yaml &&
    XDG_DATA_HOME=$PWD/xdg "$bin" -c 'module import y.yaml --as la-copy' > /dev/null 2>&1 &&
    XDG_DATA_HOME=$PWD/xdg "$bin" -c status > out3.txt 2>&1)
check "a copy whose module changed is not folded" 1 "$(grep -c 'changed since' t1/out3.txt)"
(cd t2 && XDG_DATA_HOME=$PWD/xdg "$bin" -c "sync join http://127.0.0.1:$port $UN" \
    -c status > out.txt 2>&1)
check "a side's terminal joins too" 0 $?
(cd t2 && XDG_DATA_HOME=$PWD/xdg "$bin" --json -c 'table list' > out2.txt 2>&1)
check "...its own look-ups by the module's rules" 1 \
    "$(grep -c '"game":"la-copy","table":"crt"' t2/out2.txt)"
# A module of that id this user already has with another text is his,
# kept, and the join refused.
(cd t3 && XDG_DATA_HOME=$PWD/xdg "$bin" -c 'module export longstreet-attacks x.yaml' \
    -c 'module import x.yaml --as la-copy' > /dev/null 2>&1 &&
    sed -i 's/^  tag: LA$/  tag: LB/' x.yaml &&
    XDG_DATA_HOME=$PWD/xdg "$bin" -c 'module import x.yaml --as la-copy' > /dev/null 2>&1 &&
    XDG_DATA_HOME=$PWD/xdg "$bin" -c "sync join http://127.0.0.1:$port $CS" > out.txt 2>&1)
check "a terminal whose la-copy differs does not join" 1 $?
check "...and says why" 1 "$(grep -c 'yours differs' t3/out.txt)"
check "...keeping its own" 1 "$(grep -c '^  tag: LB' t3/xdg/adjutant/modules/la-copy.yaml)"

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
