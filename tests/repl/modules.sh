#!/bin/sh
# Tab after `new` offers the installed modules beside the shipped games,
# whichever game's rules are open (a module's game open, the shipped
# games are still offered); `new MODULE` then takes its scenarios.
# Usage: modules.sh ADJUTANT
tests=$(cd "$(dirname "$0")/.." && pwd)
. "$tests/lib.sh"
. "$tests/tmux.sh"

"$bin" -c 'module export longstreet-attacks la.yaml' \
    -c 'module import la.yaml --as zz-copy' > /dev/null
check "a module installed" 0 $?
"$bin" --session m.adj -c 'new zz-copy round' > /dev/null
repl m --session m.adj
keys m 'new z'; keys m Tab
sleep 0.5
check "Tab completes a module's id" 1 "$(last m | grep -c 'new zz-copy *$')"
keys m C-u
keys m 'new lo'; keys m Tab
sleep 0.5
check "...and a shipped game's, a module's game open" 1 \
    "$(last m | grep -Ec 'new long(street-attacks|-roads)? ?$')"
keys m C-u
keys m 'new zz-copy w'; keys m Tab
sleep 0.5
check "...then the module's scenarios" 1 "$(last m | grep -c 'new zz-copy whirlpool *$')"
keys m C-u
keys m C-d
sleep 0.5
finish repl-modules
