# Lookups against the rulebook's worked examples (digest section 7):
# E2 (12.3 fire), E3 (15.1 panic), E4 (15.9 close combat), first with no
# player-aid tables, then with the test-only fixture cells imported.

$ adjutant --session l.adj -c 'new longstreet hammerin-sickles' > /dev/null

$ adjutant -c 'table list'
  missing      crt                                    Combat Results Table           12.3
  missing      cohesion-fire                          Fire Combat Cohesion Test Table 15.1
  missing      cohesion-close                         Close Combat Cohesion Test Table 15.2
  missing      weapon-ranges                          Weapon Ranges Table            12.1c
  missing      fog-of-war                             Fog of War Table               10.5
  missing      general-casualty                       General Casualty Table         10.5
  missing      command-ratings                        Division Command Ratings       19.1
  shipped      break-test                             Break Test Table               15.7
  shipped      division-activation                    Division Activation Roll       10.7
  shipped      command-event                          Command Event Roll             19.2
  shipped      bombardment                            Confederate Preliminary Bombardment 21.2h
  shipped      lull-entry                             Lull Entry Roll                21.4k
  shipped      bd-star                                Both Deplete exception         15.2a
  shipped      cic-success                            CIC Success Roll               10.6
  shipped      rebuild                                Rebuild                        17.2
  shipped      panic                                  Panic Eligibility              15.1

E2 without a CRT: 10 SP at Long range is 5 SP, target in Woods 2 left; the
calculator stops there and says how to import the CRT:

$ adjutant --session l.adj -c 'fire 10 long woods'
Combat Results Table (LA 12.3)
  SP column: 10 x 0.5 = 5 SP
  shift: Target in Woods or Rocky Woods, 2 left (LA 12.3)
  net shift: 2 left
The Combat Results Table is printed on your player aid: enter it once with `table import longstreet-attacks.crt FILE.csv` to get the column, the roll and the result here (`help table`).

E4 without a CRT: 7 SP in the Assaulting Hex, equal odds (no odds shift),
defender's better CR 1 left, Slope 2 left:

$ adjutant --session l.adj -c 'close 3 4 att=7 def=7 att_cr=2 def_cr=4 slope'
Combat Results Table (LA 12.3)
  SP column: 3 x 1 + 4 x 1 = 7 SP
  shift: Defending Lead CR above best attacker CR, 1 left (LA 14.3c)
  shift: Defender uphill across a Slope hexside, 2 left (LA 14.3c)
  net shift: 3 left
The Combat Results Table is printed on your player aid: enter it once with `table import longstreet-attacks.crt FILE.csv` to get the column, the roll and the result here (`help table`).

A missing player-aid table gives the one-line import message:

$ adjutant --session l.adj -c 'lookup fog-of-war roll=3'
the Fog of War Table (LA 10.5) is printed on your player aid, not in the rulebook text: enter it once with `table import longstreet-attacks.fog-of-war FILE.csv` (`help table` shows the format)
[1]

$ adjutant --session l.adj -c 'lookup cohesion-fire tough roll=55'
the Fire Combat Cohesion Test Table (LA 15.1) is printed on your player aid, not in the rulebook text: enter it once with `table import longstreet-attacks.cohesion-fire FILE.csv` (`help table` shows the format)
[1]

$ adjutant -c 'table export fog-of-war f.csv'
the Fog of War Table (LA 10.5) is printed on your player aid, not in the rulebook text: enter it once with `table import longstreet-attacks.fog-of-war FILE.csv` (`help table` shows the format)
[1]

The fixture CRT holds only two rows, so it needs --partial; without it the
first gap is named by line and column:

$ adjutant -c 'table import longstreet-attacks.crt fixtures/crt-examples.csv'
fixtures/crt-examples.csv line 6, column 3: empty cell (use - for no effect)
[1]

$ adjutant -c 'table import longstreet-attacks.crt fixtures/crt-examples.csv --partial'
Imported the Combat Results Table: 2 cells \(part of the table\), saved in .*/xdg/adjutant/user-tables.db (re)

$ adjutant -c 'table import longstreet-attacks.cohesion-fire fixtures/cohesion-fire-examples.csv --partial'
Imported the Fire Combat Cohesion Test Table: 2 cells \(part of the table\), saved in .*/xdg/adjutant/user-tables.db (re)

$ adjutant -c 'table import longstreet-attacks.cohesion-close fixtures/cohesion-close-examples.csv --partial'
Imported the Close Combat Cohesion Test Table: 2 cells \(part of the table\), saved in .*/xdg/adjutant/user-tables.db (re)

$ adjutant -c 'table list' | head -4
  user (part)  crt                                    Combat Results Table           12.3
  user (part)  cohesion-fire                          Fire Combat Cohesion Test Table 15.1
  user (part)  cohesion-close                         Close Combat Cohesion Test Table 15.2
  missing      weapon-ranges                          Weapon Ranges Table            12.1c

E2 all the way: column 5 shifted 2 left is 3; roll 62 is row 61-62; the Lead
Unit's modified CR 4 is in the Routine box:

$ adjutant --session l.adj -c 'fire 10 long woods roll=62 lead_cr=4'
Combat Results Table (LA 12.3, your imported copy)
  SP column: 10 x 0.5 = 5 SP -> "5"
  shift: Target in Woods or Rocky Woods, 2 left (LA 12.3)
  net 2 left on the SP column: "5" -> "3"
  roll d66: 62 (coloured 6, white 2) (real dice)
  row "61-62": Severe:-;Tough:0-1;Routine:2-4
  Lead Unit modified CR 4 -> Routine
Result: Routine
  Routine: Lead Unit rolls on the Routine section of the Cohesion Test table (LA 12.3)
Next (LA 12.3): lookup cohesion-fire routine

$ adjutant --session l.adj --json -c 'fire 10 long woods roll=62 lead_cr=4' | grep -o '"strength":[^,]*\|"net_shift":[^,]*\|"outcome":"[^"]*"\|"entry":"[^"]*"'
"strength":5.0
"net_shift":-2.0
"outcome":"Routine"
"entry":"3"

E4 all the way: 6-7 shifted 3 left is 3; roll 52 is row 51-53; CR 4 is in no
box, so close combat goes to the Close Fight section:

$ adjutant --session l.adj -c 'close 3 4 att=7 def=7 att_cr=2 def_cr=4 slope roll=52 lead_cr=4'
Combat Results Table (LA 12.3, your imported copy)
  SP column: 3 x 1 + 4 x 1 = 7 SP -> "6-7"
  shift: Defending Lead CR above best attacker CR, 1 left (LA 14.3c)
  shift: Defender uphill across a Slope hexside, 2 left (LA 14.3c)
  net 3 left on the SP column: "6-7" -> "3"
  roll d66: 52 (coloured 5, white 2) (real dice)
  row "51-53": Severe:-;Tough:0;Routine:1-3
  Lead Unit modified CR 4 -> Close Fight
Result: Close Fight
  Close Fight: Close combat with no coloured box hit: roll the Close Fight section anyway (LA 14.0)
Next (LA 15.2): lookup cohesion-close "close fight"

Odds before rolling: 5 of 36 rolls are in the two imported rows:

$ adjutant --session l.adj -c 'fire 10 long woods ?' | grep 'before rolling'
  before rolling: (not in the table) 86.1%, Severe:-;Tough:0;Routine:1-3 8.3%, Severe:-;Tough:0-1;Routine:2-4 5.6% (from 36 outcomes)

A roll on a row the partial table lacks is refused, naming it:

$ adjutant --session l.adj -c 'fire 10 long woods roll=11 lead_cr=4'
...
11 is not in the rows of your Combat Results Table (it holds part of the table): enter that row with `table import`
[1]

A strength on a column the partial table lacks must not be read on another
column (23 SP is column 23+, not 3):

$ adjutant --session l.adj -c 'fire 23 roll=62 lead_cr=4'
...
[1]

E3 (15.1): Fire Cohesion Test, Tough, coloured 5 and white 5:

$ adjutant --session l.adj -c 'lookup cohesion-fire tough roll=55'
Fire Combat Cohesion Test Table (LA 15.1, your imported copy)
  roll d66: 55 (coloured 5, white 5) (real dice)
  Depletion (die 5): D2
    D2: Lead Unit and the next biggest printed-SP unit in the hex each take D (alone: D)
  Skedaddle (die 5): M R2 (P1)
    M: Lead Unit takes one Morale Hit
    R2: Lead Unit retreats the given number of hexes
    P1: Panic: # enemy units with modified CR 2 or less near the target, lowest first, take M and R3
Next (LA 15.7): lookup break-test cr=CR, if the Lead Unit was already Battleworn; or if the Lead Unit was already Disrupted

$ adjutant --session l.adj -c 'lookup cohesion-fire tough roll=11'
...
that cell is not in your Fire Combat Cohesion Test Table (you entered part of it)
[1]

E4: Close Combat Cohesion Test, Close Fight, coloured 5 and white 3:

$ adjutant --session l.adj -c 'lookup cohesion-close close roll=53'
Close Combat Cohesion Test Table (LA 15.2, your imported copy)
  roll d66: 53 (coloured 5, white 3) (real dice)
  Depletion (die 5): BD*
    BD*: Defending Lead takes D and top attacker takes AD; a 3-to-1 SP edge cancels one (bd-star)
  Skedaddle (die 3): AM
    AM: Biggest printed-SP attacker takes one Morale Hit

BD* (15.2a): both parts at 7 vs 7; only D at 3 to 1; only AD at 1 to 3:

$ adjutant -c 'lookup bd-star att=7 def=7' | grep '^Result'
Result: D+AD

$ adjutant -c 'lookup bd-star att=21 def=7' | grep '^Result'
Result: D

$ adjutant -c 'lookup bd-star att=7 def=21' | grep '^Result'
Result: AD

$ adjutant -c 'lookup bd-star att=20 def=7' | grep '^Result'
Result: D+AD

E4 break tests (15.7): 2 NH rolls 1 against CR 1, 13 MS rolls 3 against
CR 4: both pass and become Shaken:

$ adjutant -c 'lookup break-test cr=1 roll=1'
Break Test Table (LA 15.7)
  roll 1d6: 1 (real dice)
  Roll minus CR: 1 - 1 = 0
  row "≤CR": Morale
Result: Morale
  Morale: Test passed but shaken: none to Shaken, Shaken to Disrupted, Disrupted unchanged (LA 15.7)

$ adjutant -c 'lookup break-test cr=4 roll=3' | grep '^Result'
Result: Morale

CR+1, CR+2 and CR+3 or more go to Broken boxes 1, 2 and 3:

$ for r in 5 6; do adjutant -c "lookup break-test cr=4 roll=$r" | grep '^Result'; done; adjutant -c 'lookup break-test cr=1 roll=4' | grep '^Result'; adjutant -c 'lookup break-test cr=1 roll=6' | grep '^Result'
Result: Broken 1
Result: Broken 2
Result: Broken 3
Result: Broken 3

E4: AM on the Shaken 2 NH leaves it Disrupted (15.6):

$ adjutant -c 'lookup morale-hits shaken 1'
morale-hits: Shaken + 1 -> Disrupted (15.6)

$ adjutant -c 'lookup morale-hits none 2' -c 'lookup morale-hits shaken 2' -c 'lookup morale-hits disrupted 1' -c 'lookup morale-hits disrupted 2'
morale-hits: none + 2 -> Disrupted (15.6)
morale-hits: Shaken + 2 -> Disrupted, 1 Break Test (15.6)
morale-hits: Disrupted + 1 -> Disrupted, 1 Break Test (15.6)
morale-hits: Disrupted + 2 -> Disrupted, 2 Break Tests (15.6)

Exact odds before rolling (1-4 pass, 5 box 1, 6 box 2):

$ adjutant -c 'lookup break-test cr=4 ?'
Break Test Table (LA 15.7)
  before rolling: Morale 66.7%, Broken 1 16.7%, Broken 2 16.7% (from 6 outcomes)

$ adjutant -c 'lookup break-test cr=1 ?' | tail -1
  before rolling: Morale 16.7%, Broken 1 16.7%, Broken 2 16.7%, Broken 3 50.0% (from 6 outcomes)

Bad inputs are refused:

$ adjutant -c 'lookup break-test roll=3'
...
the Break Test Table needs cr=N
[1]

$ adjutant -c 'lookup break-test cr=4 roll=7'
...
7 is not a d6 roll: it reads 1 to 6. Nothing recorded
[1]

A CR that is not a number must be refused, not read as 0:

$ adjutant -c 'lookup break-test cr=x roll=3' 2>&1 | grep -c 'Broken 3'
0
[1]

$ adjutant --session l.adj -c 'fire 10 long woods roll=62 lead_cr=x' 2>/dev/null
...
[1]

$ adjutant -c 'lookup nosuch'
no table "nosuch": expected one of crt, cohesion-fire, cohesion-close, weapon-ranges, fog-of-war, general-casualty, command-ratings, break-test, division-activation, command-event, bombardment, lull-entry, bd-star, cic-success, rebuild, panic
[1]

Bad CSVs are reported by line and column:

$ printf 'roll,3,4\n51-53,Severe:-;Tough:0;Routine:1-3\n' > b1.csv; adjutant -c 'table import longstreet-attacks.crt b1.csv --partial'
b1.csv line 2: 2 fields, expected 3
[1]

$ printf 'roll,3\n77-78,Tough:0\n' > b2.csv; adjutant -c 'table import longstreet-attacks.crt b2.csv --partial'
b2.csv line 2, column 1: "77-78" is not a d66 result
[1]

$ printf 'roll,3\n51-53,Tough:9-1\n' > b3.csv; adjutant -c 'table import longstreet-attacks.crt b3.csv --partial'
b3.csv line 2, column 2: "Tough:9-1" is not Label:range;... (e.g. Severe:-;Tough:0-1;Routine:2-4)
[1]

$ printf 'wrong,3\n51-53,Tough:0\n' > b4.csv; adjutant -c 'table import longstreet-attacks.crt b4.csv --partial'
b4.csv line 1, column 1: expected "roll", found "wrong"
[1]

$ printf 'die,column,Routine,Tough,Severe\n7,Depletion,D,D,D\n' > b5.csv; adjutant -c 'table import longstreet-attacks.cohesion-fire b5.csv --partial'
b5.csv line 2, column 1: "7" is not a 1d6 result
[1]

$ printf 'die,column,Routine,Tough,Severe\n5,Sideways,D,D,D\n' > b6.csv; adjutant -c 'table import longstreet-attacks.cohesion-fire b6.csv --partial'
b6.csv line 2, column 2: "Sideways" is not a Result column (expected one of the printed names)
[1]

$ : > b7.csv; adjutant -c 'table import longstreet-attacks.crt b7.csv'
b7.csv is empty: expected a header row and the table's rows
[1]

$ adjutant -c 'table import longstreet-attacks.crt nonexist.csv'
cannot read nonexist.csv: No such file or directory
[1]

A box label that is not Severe, Tough or Routine is refused:

$ printf 'roll,3\n51-53,Bogus:0\n' > b8.csv; adjutant -c 'table import longstreet-attacks.crt b8.csv --partial'
b8.csv line 2, column 2: .* (re)
[1]

The same row twice is refused, naming the second:

$ printf 'roll,3\n51-53,Tough:0\n51-53,Tough:1\n' > b9.csv; adjutant -c 'table import longstreet-attacks.crt b9.csv --partial'
b9.csv line 3.* (re)
[1]

A plain "-" cell (no effect, as `help table` and the empty-cell error say)
is accepted:

$ printf 'roll,3\n11-16,-\n' > ok.csv; adjutant -c 'table import longstreet-attacks.crt ok.csv --partial'
Imported the Combat Results Table: 1 cells? \(part of the table\), saved in .* (re)

None of the refused imports touched the stored CRT; export round-trips:

$ adjutant -c 'table import longstreet-attacks.crt fixtures/crt-examples.csv --partial' > /dev/null; adjutant -c 'table export crt out.csv'; cat out.csv
Wrote the Combat Results Table to out.csv
roll,3,4,5,6-7
51-53,Severe:-;Tough:0;Routine:1-3,,,
61-62,Severe:-;Tough:0-1;Routine:2-4,,,

$ adjutant -c 'table import longstreet-attacks.crt out.csv --partial' > /dev/null && adjutant -c 'table export longstreet-attacks.crt out2.csv' > /dev/null && cmp out.csv out2.csv && echo round-trip
round-trip

$ adjutant -c 'table show crt'
Combat Results Table (LA 12.3, your copy):
roll,3,4,5,6-7
51-53,Severe:-;Tough:0;Routine:1-3,,,
61-62,Severe:-;Tough:0-1;Routine:2-4,,,
How to read it: Cell lists CR bands per test, e.g. Severe:-;Tough:0-1;Routine:2-4; CR in no band: no effect.
Note: Past the left of C: fire is lost, Defensive Fire and Close Combat use C; past 23+ use 23+. In Close Combat a no-effect outcome means a Close Fight test (14.0).

$ adjutant -c 'table export break-test bt.csv'; cat bt.csv
Wrote the Break Test Table to bt.csv
margin,result
≤CR,Morale
CR+1,Broken 1
CR+2,Broken 2
CR+3+,Broken 3

A user copy of a shipped table is either refused or listed as a user table
(the lookup then says "your imported copy"; `table list` must agree):

$ if adjutant -c 'table import longstreet-attacks.break-test bt.csv' > /dev/null 2>&1; then adjutant -c 'table list' | grep break-test | cut -c3-9; else echo refused; fi
refused

A code cell with a word that is not one of the game's result codes names it:

$ printf 'die,column,Routine,Tough,Severe\n5,Depletion,,D2,\n5,Skedaddle,,M R2 (P1) ZZ,\n' > zz.csv; adjutant -c 'table import longstreet-attacks.cohesion-fire zz.csv --partial'
zz.csv line 3, column 4: "ZZ" is not a result code of the Fire Combat Cohesion Test Table \(expected words from: .*\) (re)
[1]

What a roll is read against must be given before a die is rolled: no
roll is made, none logged, and the refusal says what is missing.

$ adjutant --session nr.adj -c 'new longstreet round' > /dev/null; adjutant --session nr.adj -c 'lookup break-test'
Break Test Table (LA 15.7)
the Break Test Table needs cr=N
[1]

$ adjutant --session nr.adj -c 'log lookup' | wc -l | tr -d ' '
0
