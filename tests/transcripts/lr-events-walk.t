# The Long Roads to Gettysburg played through `next`: the Random Events
# roll made as the walk enters its step from turn 4 (`next roll=N` for
# real dice), what the result does to the campaign, and a queue running
# out turning the events that would draw on it into others (2.0, 3.1).

Turns 1-3 roll nothing; turn 4's step rolls the table:

$ adjutant --session w.adj -c 'new long-roads high-tide' > /dev/null 2>&1; adjutant --session w.adj -c 'next random-events yes' -c 'next random-events yes' | grep '^Random Events Table' | wc -l
0

$ adjutant --session w.adj -c 'next random-events yes roll=2' | sed -n '/^Random Events Table/,/Days of rain/p'
Random Events Table (LRTG 2.0)
  roll 2d6: 2 (real dice)
  Dice sum: 2 = 2
  row "2": Rain+1
Result: Rain+1
  Rain+1: Heavy rain by the series rules this turn; one day of rain (LRTG 2.0)
  Heavy rain (Rain+1) this turn 0 -> 1: the series' heavy rain rules apply this turn (LRTG 2.0).
  Days of rain 0 -> 1: after four, a 4 brings the Richmond Garrison (LRTG 2.0).

A Rain+1 the next turn reads as Rain (one more day of rain either way):

$ adjutant --session w.adj -c 'next random-events yes roll=2' | sed -n '/^Random Events Phase/,$p' | grep -E '^Result|->'
  Heavy rain (Rain+1) last turn 0 -> 1 (2.0)
  Heavy rain (Rain+1) this turn 1 -> 0 (2.0)
  2: Rain+1 -> Rain: the previous turn was Rain+1 (LRTG 2.0)
Result: Rain
  Rain this turn 0 -> 1: the series' rain rules apply this turn (LRTG 2.0).
  Days of rain 1 -> 2: after four, a 4 brings the Richmond Garrison (LRTG 2.0).

Two more days of rain, then a 4 brings the first Richmond Garrison unit
(and Beauregard's die):

$ adjutant --session w.adj -c 'next random-events yes roll=3' -c 'next random-events yes roll=3' > /dev/null; adjutant --session w.adj -c 'next random-events yes roll=4' | sed -n '/^Random Events Table/,$p' | grep -E '^Result|  4:|Track:'
  4: Rain -> Richmond Garrison: a 4 after at least four days of rain (LRTG 2.0)
Result: Richmond Garrison
  Richmond Garrison Track: Richmond Garrison 1 arrives (1 of 4): 4 MP; anywhere on the south edge of the SJW map (LRTG 3.1)
Result: (No Beauregard|Beauregard arrives) (re)

Once the whole garrison has come, a 4 is the Raspberry Raid; its die is
rolled as the Reinforcement Phase begins, less the units removed:

$ for i in 1 2 3; do adjutant --session w.adj -c 'queue richmond-garrison arrive' > /dev/null; done; adjutant --session w.adj --json -c status | jq -c '.queues["richmond-garrison"]'
{"left":0,"next":null}

$ adjutant --session w.adj -c 'next random-events yes roll=4' | sed -n '/^Random Events Table/,$p' | grep -E '^Result|  4:'
  4: Rain -> Richmond Garrison: a 4 after at least four days of rain (LRTG 2.0)
  4: Richmond Garrison -> Raspberry Raid: every Richmond Garrison unit has arrived (LRTG 2.0)
Result: Raspberry Raid

$ adjutant --session w.adj -c 'track raid-removed =4' -c 'next' | grep -E '^Raspberry Raid|^Result: [0-9]'
Raspberry Raid (LRTG VII 10)
Result: (0|5) (re)

$ adjutant --session w.adj --json -c status | jq -c '[.tracks["raspberry-raid"], .tracks["raid-due"], (.tracks.vp == 0 or .tracks.vp == -5)]'
[1,1,true]

After the raid, a 4 is Rain again:

$ adjutant --session w.adj -c 'next random-events yes roll=4' | sed -n '/^Random Events Table/,$p' | grep -E '^Result|  4:'
  4: Rain -> Richmond Garrison: a 4 after at least four days of rain (LRTG 2.0)
  4: Richmond Garrison -> Raspberry Raid: every Richmond Garrison unit has arrived (LRTG 2.0)
  4: Raspberry Raid -> Rain: a 4 once the Raspberry Raid has happened (LRTG 2.0)
Result: Rain

The Confederate Reinforcements run out: a 9 is then Rain, the ammunition
train still coming with the ammunition rule:

$ for i in 1 2 3 4; do adjutant --session w.adj -c 'queue csa-reinforcements arrive' > /dev/null; done; adjutant --session w.adj -c 'lookup long-roads.random-events roll=9' | grep -E '^Result|9:'
  9: CSA Reinforcement + CSA Ammo Train -> Rain + CSA Ammo Train: every Confederate Reinforcement has arrived (LRTG 2.0)
Result: Rain + CSA Ammo Train

Meade north of the Potomac with Lee: a 6 is a Confederate Reinforcement,
and with none left, Rain; a 7 is the Richmond Garrison, the raid, and
after the raid No Effect:

$ adjutant --session w.adj -c 'track meade-commands =1' -c 'track lee-north =1' -c 'track meade-north =1' > /dev/null; adjutant --session w.adj -c 'lookup long-roads.random-events roll=6' -c 'lookup long-roads.random-events roll=7' | grep -E '^Result|  [67]:'
  6: Hooker Questioned -> Confederate Reinforcement: Meade commands and Lee is north of the Potomac (LRTG 2.0)
  6: Confederate Reinforcement -> Rain: every Confederate Reinforcement has arrived (LRTG 2.0)
Result: Rain
  7: Rear Area Paralysis -> Richmond Garrison: Meade commands and is north of the Potomac (LRTG 2.0)
  7: Richmond Garrison -> Raspberry Raid: every Richmond Garrison unit has arrived (LRTG 2.0)
  7: Raspberry Raid -> No Effect: a 7 once the Raspberry Raid has happened (LRTG 2.0)
Result: No Effect

With all that, the odds of the roll:

$ adjutant --session w.adj -c 'lookup long-roads.random-events ?'
Random Events Table (LRTG 2.0)
  before rolling: Rain+1 2.8%, Rain 27.8%, Halleck Interferes 11.1%, No Effect 16.7%, Spy 13.9%, Rain + CSA Ammo Train 11.1%, Lee is Sick 8.3%, Heat 8.3% (from 36 outcomes)

With the ammunition rule, a 9 brings the next Confederate Reinforcement
and fills the ammunition train with seven levels for this phase; without
it, only the reinforcement:

$ adjutant --session a.adj -c 'new long-roads high-tide +ammunition' > /dev/null 2>&1; adjutant --session a.adj -c 'next random-events yes' -c 'next random-events yes' > /dev/null 2>&1; adjutant --session a.adj -c 'next random-events yes roll=9' | grep -E 'Track:|ammunition train'
  Confederate Reinforcement Track: Imboden arrives (1 of 4): 3 MP; at Front Royal, or the west map edge south of it if the Union holds it (LRTG 3.1)
  Confederate ammunition train (levels left this phase) 0 -> 7: the ammunition train brings up to 7 lost levels back (LRTG 19.4).

$ adjutant --session a.adj --json -c status | jq -c '[.tracks["ammo-train"], .queues["csa-reinforcements"]]'
[7,{"left":3,"next":"54 NC"}]

$ adjutant --session b.adj -c 'new long-roads high-tide' > /dev/null 2>&1; adjutant --session b.adj -c 'next random-events yes' -c 'next random-events yes' > /dev/null 2>&1; adjutant --session b.adj -c 'next random-events yes roll=9' | grep -E 'Track:|mmunition'
  CSA Reinforcement + CSA Ammo Train: The next Confederate Reinforcement arrives; with the ammunition rule, up to 7 lost ammunition levels are restored now (LRTG 2.0)
  Confederate Reinforcement Track: Imboden arrives (1 of 4): 3 MP; at Front Royal, or the west map edge south of it if the Union holds it (LRTG 3.1)
