#!/bin/sh
# Questions the rules ask at the prompt, driven in a real terminal
# (tmux): what a look-up needs and was not given.
# Usage: rules.sh ADJUTANT
tests=$(cd "$(dirname "$0")/.." && pwd)
. "$tests/lib.sh"
. "$tests/tmux.sh"

# 14.3c: close combat without att= def= att_cr= def_cr= asks for each,
# saying which shifts it decides; Enter leaves them out (and an input
# whose shifts turn on one left out is not asked), and the result says
# which were left out.
"$bin" --session c.adj -c 'new longstreet round' > /dev/null
repl c --session c.adj
line c 'close 3 4 slope roll=52 lead_cr=4'
wait_for c '^att=\? It decides: 3:1 odds, .*\(Enter leaves them out\) > ?$'
line c 7
wait_for c '^def=\? It decides: 3:1 odds, .*> ?$'
line c 2
wait_for c '^att_cr=\? It decides: Best attacker CR above defending Lead CR, Defending Lead CR above best attacker CR\. .*> ?$'
line c ''
wait_for c '\] > ?$'
check "...and def_cr, which decides nothing once att_cr is left out, is not asked" 0 \
    "$(screen c | grep -c '^def_cr=?')"
check "close without the odds inputs: asked, and the odds shift applied" 1 \
    "$(screen c | grep -c 'shift: 3:1 odds, 3 right (LA 14.3c)')"
check "...the CR shift left out, and said" 1 \
    "$(screen c | grep -c 'assumed none of these, for want of att_cr=N, def_cr=N: Best attacker CR')"
check "...and the inputs given at the prompt are said" 2 \
    "$(screen c | grep -c '^  \(att\|def\)=[0-9]* (asked)$')"
# A bad answer (not a whole number, or out of range) is asked again;
# Ctrl-C cancels the look-up, and nothing of it is recorded.
before=$("$bin" --session c.adj --json -c log | grep -o '"seq":[0-9]*' | wc -l)
line c 'close 3 4 roll=52 lead_cr=4'
wait_for c '^att=\? .*> ?$'
line c lots
wait_seen c '"lots": expected a whole number from 0 to 999, or Enter'
line c 7.5
wait_seen c '"7.5": expected a whole number'
line c 1000
wait_seen c '"1000": expected a whole number'
keys c C-c
wait_for c '\] > ?$'
check "Ctrl-C at the question cancels the look-up" 1 \
    "$(screen c | grep -c 'cancelled at the prompt')"
check "...and nothing of it was recorded" "$before" \
    "$("$bin" --session c.adj --json -c log | grep -o '"seq":[0-9]*' | wc -l)"
# 9.3: a reorganization names the active leader who does it, asked among
# the side's active leaders; he goes inactive (5.4).
"$bin" --session b.adj -c 'new bloodiest-day historical' \
    -c 'eliminated union Phelps 4' > /dev/null
repl b --session b.adj
line b 'reorganize union phelps'
wait_for b '^Leader who reorganizes it, to go inactive \(Hooker, Mansfield\)\? > ?$'
line b hooker
wait_for b '\] > ?$'
check "reorganize at the prompt: the leader asked for, and deactivated" 1 \
    "$(screen b | grep -c '^Hooker deactivated: used to reorganize a unit (BD 5.4)\.$')"

finish repl-rules
