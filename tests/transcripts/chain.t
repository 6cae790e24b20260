# A result that calls for the next test says, in a script, the line to
# type for it: the CRT's coloured box the Cohesion Test of its colour, a
# B (or a D or M that may) the Break Test, a Broken box the Broken Track.
# What the line needs and the program cannot know (the unit's CR after
# the results just applied, the unit's name) stands as CR and UNIT.  The
# rules data says which result calls for what (result_next).

$ adjutant -c 'table import longstreet-attacks.crt fixtures/crt-examples.csv --partial' -c 'table import longstreet-attacks.cohesion-fire fixtures/cohesion-fire-examples.csv --partial' > /dev/null; adjutant --session c.adj -c 'new longstreet round' > /dev/null

$ adjutant --session c.adj -c 'fire 10 long woods roll=62 lead_cr=1' | tail -1
Next (LA 12.3): lookup cohesion-fire tough

$ adjutant --session c.adj -c 'lookup cohesion-fire tough roll=55' | tail -1
Next (LA 15.7): lookup break-test cr=CR, if the Lead Unit was already Battleworn; or if the Lead Unit was already Disrupted

$ adjutant --session c.adj -c 'lookup break-test cr=2 roll=5' | tail -1
Next (LA 15.7): track broken put UNIT 3, unless it is artillery or Fragile (eliminated instead)

$ adjutant --session c.adj -c 'lookup break-test cr=2 roll=2' | tail -2
Result: Morale
  Morale: Test passed but shaken: none to Shaken, Shaken to Disrupted, Disrupted unchanged (LA 15.7)

$ adjutant --session c.adj --json -c 'lookup break-test cr=2 roll=4' | grep -o '"next":{[^}]*}'
"next":{"line":"track broken put UNIT 2","when":"unless it is artillery or Fragile (eliminated instead)","section":"LA 15.7"}

A dash calls for nothing, nor does a result of a game whose data says no
next step:

$ adjutant --session c.adj -c 'fire 10 long woods roll=62 lead_cr=6' | grep -c '^Next'
0
[1]

$ adjutant --session b.adj -c 'new bloodiest hist' > /dev/null; adjutant --session b.adj -c 'lookup bridge-ford roll=8' | grep -c '^Next'
0
[1]

The Fog of War's Possible General Casualty calls for that side's General
Casualty roll (10.5c):

$ adjutant -c 'table import longstreet-attacks.fog-of-war fixtures/fog-test-only.csv' > /dev/null; adjutant --session c.adj -c 'lookup fog-of-war roll=5' | tail -1; adjutant --session c.adj -c 'lookup fog-of-war roll=6' | tail -1; adjutant --session c.adj -c 'lookup fog-of-war roll=1' | grep -c '^Next'
Next (LA 10.5c): lookup general-casualty union
Next (LA 10.5c): lookup general-casualty confederate
0
[1]
