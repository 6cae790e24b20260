# The Long Roads to Gettysburg's Random Events Table (2.0): the printed
# event for each sum, and what the campaign's state makes of it, each
# substitution read from the session's tracks and said in the working.

$ adjutant --session e.adj -c 'new long-roads high-tide' > /dev/null 2>&1; adjutant --session e.adj -c 'lookup long-roads.random-events ?'
Random Events Table (LRTG 2.0)
  before rolling: Rain+1 2.8%, Rain 13.9%, Halleck Interferes 11.1%, Hooker Questioned 13.9%, Rear Area Paralysis 16.7%, Spy 13.9%, CSA Reinforcement + CSA Ammo Train 11.1%, Lee is Sick 8.3%, Heat 8.3% (from 36 outcomes)

Each sum gives its printed event while nothing has happened yet:

$ for r in 2 3 4 5 6 7 8 10 11 12; do adjutant --session e.adj -c "lookup long-roads.random-events roll=$r" | grep '^Result'; done
Result: Rain+1
Result: Rain
Result: Rain
Result: Halleck Interferes
Result: Hooker Questioned
Result: Rear Area Paralysis
Result: Spy
Result: Lee is Sick
Result: Heat
Result: Heat

2: a Rain+1 the turn after a Rain+1 is Rain:

$ adjutant --session e.adj -c 'track rain-plus-1-last =1' -c 'lookup long-roads.random-events roll=2'
Heavy rain (Rain+1) last turn 0 -> 1
Random Events Table (LRTG 2.0)
  roll 2d6: 2 (real dice)
  Dice sum: 2 = 2
  row "2": Rain+1
  2: Rain+1 -> Rain: the previous turn was Rain+1 (LRTG 2.0)
Result: Rain
  Rain: Rain by the series rules this turn; one day of rain (LRTG 2.0)

4: Rain after four days of rain brings the Richmond Garrison; a 3 stays
Rain whatever the rain (the bullet is printed under 4 alone); three days
are not enough:

$ adjutant --session e.adj -c 'track rain-days =3' -c 'lookup long-roads.random-events roll=4' | grep '^Result'
Result: Rain

$ adjutant --session e.adj -c 'track rain-plus-1-last =0' -c 'track rain-days =4' -c 'lookup long-roads.random-events roll=4' -c 'lookup long-roads.random-events roll=3' | grep -E '^Result|^  [0-9]+: '
  4: Rain -> Richmond Garrison: a 4 after at least four days of rain (LRTG 2.0)
Result: Richmond Garrison
Result: Rain

The odds follow the state: a 4 (3 of 36) is now the Richmond Garrison:

$ adjutant --session e.adj -c 'lookup long-roads.random-events ?'
Random Events Table (LRTG 2.0)
  before rolling: Rain+1 2.8%, Rain 5.6%, Richmond Garrison 8.3%, Halleck Interferes 11.1%, Hooker Questioned 13.9%, Rear Area Paralysis 16.7%, Spy 13.9%, CSA Reinforcement + CSA Ammo Train 11.1%, Lee is Sick 8.3%, Heat 8.3% (from 36 outcomes)

6 and 7 once Meade commands: a 6 with Lee south of the Potomac is a Union
communications breakdown, with Lee north a Confederate reinforcement; a
7 with Meade south is a Confederate communications breakdown, with Meade
north the Richmond Garrison:

$ adjutant --session e.adj -c 'track meade-commands =1' -c 'lookup long-roads.random-events roll=6' -c 'lookup long-roads.random-events roll=7' | grep -E '^Result|^  [0-9]+: '
  6: Hooker Questioned -> USA Communications Breakdown: Meade commands and Lee is south of the Potomac (LRTG 2.0)
Result: USA Communications Breakdown
  7: Rear Area Paralysis -> CSA Communications Breakdown: Meade commands and is south of the Potomac (LRTG 2.0)
Result: CSA Communications Breakdown

$ adjutant --session e.adj -c 'track lee-north =1' -c 'track meade-north =1' -c 'lookup long-roads.random-events roll=6' -c 'lookup long-roads.random-events roll=7' | grep -E '^Result|^  [0-9]+: '
  6: Hooker Questioned -> Confederate Reinforcement: Meade commands and Lee is north of the Potomac (LRTG 2.0)
Result: Confederate Reinforcement
  7: Rear Area Paralysis -> Richmond Garrison: Meade commands and is north of the Potomac (LRTG 2.0)
Result: Richmond Garrison

With no campaign open the table gives the printed event, and a sum the
dice cannot make is refused in one line:

$ mkdir none; XDG_DATA_HOME=$PWD/none adjutant -c 'lookup long-roads.random-events roll=6' | grep '^Result'
Result: Hooker Questioned

$ XDG_DATA_HOME=$PWD/none adjutant -c 'lookup long-roads.random-events roll=13'
Random Events Table (LRTG 2.0)
13 is not a 2d6 roll: the total reads 2 to 12. Nothing recorded
[1]
