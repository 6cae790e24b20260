#!/bin/sh
# Frictions at the prompt, driven in a real terminal (tmux): Tab after
# `open ` offers the saved sessions by name; a unit on the Broken Track
# completes to the scenario's units the view may see.
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

# The Broken Track's units complete from the order of battle: quoted
# when the name has a blank; in a side's view, only that side's.
timeout 20 "$bin" --session u.adj -c 'new longstreet round' > /dev/null
repl u --session u.adj
keys u 'track broken put 14'; keys u Tab
wait_for u '\] > track broken put "140 NY" ?$'
check "track broken put 14<Tab>: the reinforcement, quoted" 1 \
    "$(last u | grep -Ec '\] > track broken put "140 NY" ?$')"
keys u '2'; keys u Enter
wait_seen u 'Broken Track: 140 NY into Box 2'
check "...and it goes on the track" 1 \
    "$(screen u | grep -c 'Broken Track: 140 NY into Box 2')"
keys u 'track broken put "4 '; keys u Tab; keys u Tab
wait_seen u '4 AL +4 ME +4 TX'
check "track broken put \"4 <Tab><Tab>: both sides' units" 1 \
    "$(screen u | grep -Ec '^4 AL +4 ME +4 TX')"
keys u C-u; line u 'view union'
wait_for u '\] > ?$'
keys u 'track broken put "4 '; keys u Tab; keys u Tab
sleep 0.5
check "...and in the Union's view its own only" "1 0" \
    "$(last u | grep -c 'put "4 ME" \?$') $(screen u | tail -n 3 | grep -c '4 AL')"

finish friction
