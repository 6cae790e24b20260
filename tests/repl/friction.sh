#!/bin/sh
# Frictions at the prompt, driven in a real terminal (tmux): Tab after
# `open ` offers the saved sessions by name; a unit on the Broken Track
# completes to the scenario's units the view may see; a result that calls
# for the next test offers it (fire, Cohesion Test, Break Test, Broken
# Track), Enter going on and any other answer stopping.
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

# The chain: the CRT's Tough box offers the Cohesion Test (Enter runs
# it, its roll asked as ever), whose D2 and M offer the Break Test with
# the CR asked, whose Broken 3 offers the Broken Track with the unit asked.
timeout 20 "$bin" -c "table import longstreet-attacks.crt $tests/fixtures/crt-examples.csv --partial" \
    -c "table import longstreet-attacks.cohesion-fire $tests/fixtures/cohesion-fire-examples.csv --partial" > /dev/null
timeout 20 "$bin" --session f.adj -c 'new longstreet round' > /dev/null
repl f --session f.adj
line f 'fire 10 long woods roll=62 lead_cr=1'
wait_for f 'Enter runs it; anything else stops > ?$'
check "fire's Tough offers the Cohesion Test" 1 \
    "$(screen f | grep -c '^Next (LA 12.3): lookup cohesion-fire tough$')"
keys f Enter
wait_for f '[Rr]oll.*> ?$'
line f 55
wait_for f 'modified CR now \(Enter stops\) > ?$'
check "...Enter runs it; its D2 and M offer the Break Test, the CR asked" 1 \
    "$(screen f | grep -c '^Next (LA 15.7): lookup break-test cr=CR, if the Lead Unit was already Battleworn; or if the Lead Unit was already Disrupted$')"
line f 9x
wait_seen f '"9x": expected the unit.s modified CR'
line f 2
wait_for f '[Rr]oll.*> ?$'
line f 5
wait_for f 'Which unit \(Tab completes; Enter stops\)\? > ?$'
check "...a Break Test's Broken 3 offers the Broken Track, the unit asked" 1 \
    "$(screen f | grep -c '^Next (LA 15.7): track broken put UNIT 3, unless it is artillery or Fragile')"
line f '4 tx'
wait_for f '\] > ?$'
check "...and the unit goes into box 3" 1 \
    "$(screen f | grep -c 'Broken Track: 4 TX into Box 3')"
line f 'fire 10 long woods roll=62 lead_cr=1'
wait_for f 'Enter runs it; anything else stops > ?$'
line f no
wait_for f '\] > ?$'
check "any other answer stops: no Cohesion Test" 1 \
    "$(screen f | grep -c 'Fire Combat Cohesion Test Table')"
timeout 20 "$bin" --session f.adj -c log > f.log
check "...and the log has two fires, one test, one Break Test, one box" \
    "2 1 1 1" "$(grep -c 'Fire Combat strength' f.log) $(grep -c 'Lookup cohesion-fire' f.log) $(grep -c 'Lookup break-test' f.log) $(grep -c '4 TX into Box 3' f.log)"

finish friction
