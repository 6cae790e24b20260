#!/bin/sh
# Frictions at the prompt, driven in a real terminal (tmux): Tab after
# `open ` offers the saved sessions by name.
# Usage: friction.sh ADJUTANT
tests=$(cd "$(dirname "$0")/.." && pwd)
. "$tests/lib.sh"
. "$tests/tmux.sh"

# Sessions saved where `new` puts them; Tab after `open ` lists them by
# name, and a unique start completes to one.
timeout 20 "$bin" -c 'new longstreet round' > /dev/null
timeout 20 "$bin" -c 'new bloodiest historical' > /dev/null
repl o
keys o 'open '; keys o Tab; keys o Tab
wait_seen o 'longstreet-attacks-round-tops-1'
check "open <Tab><Tab> lists the saved sessions by name" "1 1" \
    "$(screen o | grep -c 'bloodiest-day-historical-1 .*longstreet-attacks-round-tops-1') $(screen o | grep -c 'longstreet-attacks-round-tops-1')"
keys o C-u; keys o 'open long'; keys o Tab
wait_for o '\] > open longstreet-attacks-round-tops-1 ?$'
check "open long<Tab> completes to the saved session" 1 \
    "$(last o | grep -Ec '\] > open longstreet-attacks-round-tops-1 ?$')"
keys o Enter
wait_for o "LA 4:20 .*\\] > ?$"
check "...and Enter opens it" 1 "$(screen o | grep -c "The Round Tops")"

finish friction
