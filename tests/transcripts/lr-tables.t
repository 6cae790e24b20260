# The Long Roads to Gettysburg's look-ups and formulas against its text:
# every check of issue 25 that is a look-up or a formula, with exact
# values, and the bad inputs of each.  The sections are cited in the
# data (db/games/long-roads/tables.sql).

$ adjutant --session lr.adj -c 'new long-roads high-tide' | grep -E 'saved|player aids'
Session saved as lr.adj
Note: Combat Results Table (series), Leader Movement Allowance (series), Extended March / Disorganization Table (series), County Forage Values are printed on your player aids, not in the rulebook text; `table list` shows which you have entered and `help table` how to enter them once for every later game.

Foraging (13.5): value 3 at 2 levels gives 3; value 0 at 3 levels gives 1
(the 0 column's header is blank in the text, hence the flag); value 7 at
1 level reads the 6+ column and gives 3.  Without a session, with the
game's prefix.

$ adjutant -c 'lookup long-roads.forage value=3 levels=2'
Foraging Table (LRTG 13.5) [some values uncertain in the rulebook]
  cell: 3
Result: 3

$ adjutant --session lr.adj -c 'lookup forage value=0 levels=3'
Foraging Table (LRTG 13.5) [some values uncertain in the rulebook]
  cell: 1
Result: 1

$ adjutant --session lr.adj -c 'lookup forage value=7 levels=1' --json
{"ok":true,"command":"lookup","net_shift":0.0,"printed":"3","result":"3","outcome":"3","table":"forage","steps":[{"dimension":"value","entry":"6+"},{"dimension":"levels","entry":"1 level"}],"modifiers":[]}

The table stops at -1: a lower value reads that column (our reading).

$ adjutant --session lr.adj -c 'lookup forage value=-3 levels=4' | tail -1
Result: 1

The bad inputs: fatigue levels past 4, a value that is no number.

$ adjutant --session lr.adj -c 'lookup forage value=3 levels=5'
levels=5 is not on the Fatigue levels expended: expected one of 1 level, 2 levels, 3 levels, 4 levels
[1]

$ adjutant --session lr.adj -c 'lookup forage value=x levels=1'
value=x is not on the Forage value: expected one of -1, 0, 1, 2, 3, 4, 5, 6+
[1]

Harpers Ferry (6.2): 7 + 3 + 1 + 1 - 2 = 10 does nothing; a roll of 8 with
the same modifiers (11) surrenders it.  The consecutive turns surrounded
are typed (surrounded=N), the other modifiers named.  What a surrender
does is not in the text: the meaning says so.

$ adjutant --session lr.adj -c 'lookup harpers-ferry roll=7 naval-battery loudoun-heights bolivar-heights union-division'
Harpers Ferry Surrender Table (LRTG 6.2)
  surrounded=0 (not given: the game's hf_surrounded)
  die modifier: Confederate infantry with artillery 1+ in Naval Battery, +3 (LRTG 6.2)
  die modifier: Confederate infantry with artillery 1+ on either Loudoun Heights hex, +1 (LRTG 6.2)
  die modifier: Confederate infantry with artillery 1+ on Bolivar Heights, +1 (LRTG 6.2)
  die modifier: A Union infantry division within 10 hexes of Harpers Ferry, -2 (LRTG 6.2)
  roll 2d6: 7 (real dice)
  modified roll: 10
  Modified dice sum: 10 + 0 = 10
  row "10 or less": No effect
Result: No effect
  No effect: Harpers Ferry holds this turn; play goes on to the next phase (LRTG 6.2)

$ adjutant --session lr.adj -c 'lookup harpers-ferry roll=8 naval-battery loudoun-heights bolivar-heights union-division' | tail -2
Result: Surrender
  Surrender: Harpers Ferry surrenders. The text gives no procedure (6.2 says "see below" and nothing follows); VII 6 counts Union manpower lost to a surrender at 2 VP each, so our reading is that the cut-off units are lost (LRTG 6.2)

$ adjutant --session lr.adj -c 'lookup harpers-ferry roll=7 naval-battery surrounded=1 bolivar-heights union-division' | grep -E 'sum|Result'
  Modified dice sum: 9 + 1 = 10
Result: No effect

$ adjutant --session lr.adj -c 'lookup harpers-ferry naval-battery union-division ?'
Harpers Ferry Surrender Table (LRTG 6.2)
  surrounded=0 (not given: the game's hf_surrounded)
  die modifier: Confederate infantry with artillery 1+ in Naval Battery, +3 (LRTG 6.2)
  die modifier: A Union infantry division within 10 hexes of Harpers Ferry, -2 (LRTG 6.2)
  before rolling: No effect 83.3%, Surrender 16.7% (from 36 outcomes)

$ adjutant --session lr.adj -c 'lookup harpers-ferry roll=13'
Harpers Ferry Surrender Table (LRTG 6.2)
  surrounded=0 (not given: the game's hf_surrounded)
13 is not a 2d6 roll: the total reads 2 to 12. Nothing recorded
[1]

$ adjutant --session lr.adj -c 'lookup harpers-ferry roll=8 naval'
Harpers Ferry Surrender Table (LRTG 6.2)
  surrounded=0 (not given: the game's hf_surrounded)
  die modifier: Confederate infantry with artillery 1+ in Naval Battery, +3 (LRTG 6.2)
  roll 2d6: 8 (real dice)
  modified roll: 11
  Modified dice sum: 11 + 0 = 11
  row "11 or more": Surrender
Result: Surrender
  Surrender: Harpers Ferry surrenders. The text gives no procedure (6.2 says "see below" and nothing follows); VII 6 counts Union manpower lost to a surrender at 2 VP each, so our reading is that the cut-off units are lost (LRTG 6.2)

$ adjutant --session lr.adj -c 'lookup harpers-ferry roll=8 mortars'
"mortars" means nothing to the Harpers Ferry Surrender Table: expected KEY=VALUE, an entry name, or a modifier (naval-battery, loudoun-heights, bolivar-heights, union-division)
[1]

Fort class (9.2): Baltimore 1-3/4-5/6, Washington and Alexandria
1-2/3-4/5-6; the class's artillery and garrison values with it.

$ adjutant -c 'lookup long-roads.fort-class fort=baltimore roll=5'
Union Permanent Fort Class (LRTG 9.2)
  roll 1d6: 5 (real dice)
  row "5": Class 2
Result: Class 2
  Class 2: Artillery value 2, intrinsic garrison (combat value) 3; mark the fort with a 2, kept for the rest of the game (LRTG 9.2)

$ adjutant --session lr.adj -c 'lookup fort-class fort=alexandria ?' -c 'lookup fort-class fort=baltimore ?' | grep before
  before rolling: Class 1 33.3%, Class 2 33.3%, Class 3 33.3% (from 6 outcomes)
  before rolling: Class 1 50.0%, Class 2 33.3%, Class 3 16.7% (from 6 outcomes)

$ adjutant --session lr.adj -c 'lookup fort-class fort=washington roll=3' | tail -2
Result: Class 2
  Class 2: Artillery value 2, intrinsic garrison (combat value) 3; mark the fort with a 2, kept for the rest of the game (LRTG 9.2)

$ adjutant --session lr.adj -c 'lookup fort-class fort=richmond roll=3'
fort=richmond is not on the Fort: expected one of Baltimore, Washington, Alexandria
[1]

$ adjutant --session lr.adj -c 'lookup fort-class fort=baltimore roll=7'
Union Permanent Fort Class (LRTG 9.2)
7 is not a d6 roll: it reads 1 to 6. Nothing recorded
[1]

$ adjutant --session lr.adj -c 'lookup fort-class roll=2'
Union Permanent Fort Class (LRTG 9.2)
the Union Permanent Fort Class needs fort=... (Baltimore, Washington, Alexandria)
[1]

$ adjutant --session lr.adj -c 'lookup fort-values value=garrison fort=class-3' -c 'lookup fort-values value=artillery fort=naval' | grep Result
Result: 4
Result: 0

$ adjutant --session lr.adj -c 'lookup message-delivery roll=3 distance=24'
Written Message Delivery (LRTG 21.2)
  rail=0 (not given)
  Hexes counted: 24 - 0 = 24 -> "20-29"
  roll 1d6: 3 (real dice)
  row "3": Next day
Result: Next day
  Next day: The message arrives on the next day (turn) (LRTG 21.2)

$ adjutant --session lr.adj -c 'lookup message-delivery roll=3 distance=24 rail=6' | tail -2
Result: Delivered
  Delivered: The message arrives this Communications Phase (LRTG 21.2)

$ adjutant --session lr.adj -c 'lookup message-delivery roll=2 distance=24' -c 'lookup message-delivery roll=4 distance=29' -c 'lookup message-delivery roll=6 distance=30' -c 'lookup message-delivery roll=1 distance=3' | grep Result
Result: Destroyed
Result: Delivered
Result: Next day
Result: Destroyed

$ adjutant --session lr.adj -c 'lookup message-delivery distance=12 ?' | tail -1
  before rolling: Destroyed 16.7%, Delivered 83.3% (from 6 outcomes)

$ adjutant --session lr.adj -c 'lookup message-delivery roll=3 distance=10 rail=12'
Written Message Delivery (LRTG 21.2)
10 - 12 = -2 is off the Hexes counted: expected one of under 20, 20-29, 30 or more
[1]

$ adjutant --session lr.adj -c 'lookup message-delivery roll=3'
Written Message Delivery (LRTG 21.2)
  rail=0 (not given)
the Written Message Delivery needs distance=N
[1]

Railroad repair (13.7), depot destruction (13.8), Activate Army Leader
(10.1), strategic movement (17.1).

$ adjutant --session lr.adj -c 'lookup rr-repair roll=2 haupt attempts=1'
Railroad Station Repair (LRTG 13.7)
  die modifier: The Haupt unit in or next to the station, -1 (LRTG 12.5)
  roll 1d6: 2 (real dice)
  modified roll: 1
  Modified die roll: 1 - 1 = 0
  row "1 or less": Repaired
Result: Repaired
  Repaired: The Damage marker comes off the station (LRTG 13.7)

$ adjutant --session lr.adj -c 'lookup rr-repair roll=2' | tail -2
Result: Still damaged
  Still damaged: The marker stays; a later turn's try on this station gets 1 more off (LRTG 13.7)

$ adjutant --session lr.adj -c 'lookup rr-repair haupt attempts=1 ?' | tail -1
  before rolling: Repaired 50.0%, Still damaged 50.0% (from 6 outcomes)

$ adjutant --session lr.adj -c 'lookup depot-destruction roll=3 combat=4'
Depot Destruction (LRTG 13.8)
  Combat value of the unit: 4 = 4 -> "2 or more"
  roll 1d6: 3 (real dice)
  Die roll minus combat value: 3 - 4 = -1
  row "at or under": Destroyed
Result: Destroyed
  Destroyed: The depot is destroyed: no more victuals or ammunition for either side, and VP to the enemy even when a friendly unit burned it (LRTG 13.8)

$ adjutant --session lr.adj -c 'lookup depot-destruction roll=5 combat=4' | grep Result
Result: No effect

$ adjutant --session lr.adj -c 'lookup depot-destruction combat=2 ?' | tail -1
  before rolling: Destroyed 33.3%, No effect 66.7% (from 6 outcomes)

$ adjutant --session lr.adj -c 'lookup depot-destruction roll=1 combat=1'
Depot Destruction (LRTG 13.8)
1 is off the Combat value of the unit: expected one of 2 or more
[1]

$ adjutant --session lr.adj -c 'lookup activate-army-leader ?' -c 'lookup activate-army-leader roll=4' | tail -3
  row "4-6": Fail
Result: Fail
  Fail: The action is over and no unit gains fatigue; one more try is allowed in a later Action Phase of this turn (LRTG 10.1)

$ adjutant --session lr.adj -c 'lookup strategic-movement cavalry confederate fatigue=3 passive' -c 'lookup strategic-movement infantry union fatigue=4 operational' | grep Result
Result: 18
Result: 18

$ adjutant --session lr.adj -c 'lookup strategic-movement infantry union fatigue=5 operational'
fatigue=5 is not on the Fatigue levels expended: expected one of 2, 3, 4
[1]

$ adjutant --session lr.adj -c 'lookup strategic-disorganization to=f2 unexhausted' -c 'lookup strategic-disorganization to=f4 exhausted' | grep -A1 Result
Result: No roll
  No roll: No disorganization roll is needed (LRTG 17.1)
--
Result: DRM+4
  DRM+4: Roll for disorganization on the series table, adding 4 (LRTG 17.1)

Simplified supply (24.2, 24.4, 24.6), reserve artillery (28.0), captured
artillery (29.1: an artillery value of 3 after an R*, rolls 1, 2, 4 read
0, 1, 3: captured, captured, retained), stragglers (30.2), Jackson's
relapses (31.4) and Foot Cavalry (31.3: white 1, coloured 2 gives 3 + 1 =
4; the d66 reads the coloured die first).

$ adjutant --session lr.adj -c 'lookup simplified-resupply union divisions=12' -c 'lookup simplified-resupply confederate divisions=5' -c 'lookup simplified-resupply confederate divisions=9' -c 'lookup simplified-resupply union divisions=2' | grep Result
Result: 4
Result: 3
Result: 6
Result: 0

$ adjutant --session lr.adj -c 'lookup simplified-resupply union divisions=-1'
divisions=-1 is not on the Divisions in resupply range: expected one of 0-1, 2, 3, 4-5, 6, 7, 8, 9-10, 11-13, 14-16, 17+
[1]

$ adjutant --session lr.adj -c 'lookup simplified-forage removed=-1 north=23 shenandoah'
Simplified Supply Foraging (LRTG 24.4) [some values uncertain in the rulebook]
  Victuals modifier: 0 = 0 -> "0"
  shift: Confederate infantry north of the Potomac 22 turns or more, 2 left (LRTG 24.4)
  (Confederate infantry north of the Potomac 15 turns or more: only one north modifier applies)
  shift: The Union controls the Shenandoah Valley (Confederate foraging), 1 left (LRTG 24.4)
  net 3 left on the Victuals modifier: "0" -> "-3"
  cell: 1
Result: 1

$ adjutant --session lr.adj -c 'lookup simplified-forage removed=0 pennsylvania' -c 'lookup simplified-forage removed=-3 north=30 potomac' | grep Result
Result: 7
Result: 0

$ adjutant --session lr.adj -c 'lookup simplified-forage removed=-4'
removed=-4 is not on the Fatigue removed: expected one of -3, -2, -1, 0
[1]

$ adjutant --session lr.adj -c 'lookup simplified-effects level=0'
Simplified Supply Effects (LRTG 24.6)
  cell: Morale+2 Disorganized Loss-F4
Result: Morale+2 Disorganized Loss-F4
  Morale+2 Disorganized Loss-F4: Army morale 2 higher; every unit is disorganized, cannot reorganize and adds 2 to disorganization rolls next turn; each unit at F4 loses 1 MP (6 MP or less: only on a die at or under its MP). Units in or next to a friendly depot, or a station connected to one, are not disorganized and lose nothing, but still add 2 and do not reorganize (LRTG 24.6)

$ adjutant --session lr.adj -c 'lookup simplified-effects level=5' -c 'lookup simplified-effects level=2' | grep Result
Result: None
Result: Disorg+1

$ adjutant --session lr.adj -c 'lookup simplified-effects level=-2'
level=-2 is not on the Supply level: expected one of -1, 0, 1, 2, 3-7
[1]

$ adjutant --session lr.adj -c 'lookup reserve-artillery roll=5 fatigue=2' -c 'lookup reserve-artillery roll=1 fatigue=3' | grep Result
Result: 3
Result: 0

A count out of its range is refused before any die is rolled (the data
guards its inputs; the working shows the value alone):

$ adjutant --session lr.adj -c 'lookup reserve-artillery roll=6 fatigue=-1'
Union Reserve Artillery (LRTG 28.0)
the Union Reserve Artillery has no Die roll minus fatigue for fatigue=-1: a value out of its range
[1]

$ adjutant --session lr.adj -c 'lookup harpers-ferry surrounded=-1 naval-battery'
Harpers Ferry Surrender Table (LRTG 6.2)
  die modifier: Confederate infantry with artillery 1+ in Naval Battery, +3 (LRTG 6.2)
the Harpers Ferry Surrender Table has no Modified dice sum for surrounded=-1: a value out of its range
[1]

$ adjutant --session lr.adj -c 'lookup rr-repair attempts=1.5 ?'
Railroad Station Repair (LRTG 13.7)
the Railroad Station Repair has no Modified die roll for attempts=1.5: a value out of its range
[1]

$ adjutant --session lr.adj -c 'lookup reserve-artillery fatigue=2 ?' | tail -1
  before rolling: 0 33.3%, 1 16.7%, 2 16.7%, 3 16.7%, 4 16.7% (from 6 outcomes)

$ adjutant --session lr.adj -c 'lookup captured-artillery roll=1 r-star' -c 'lookup captured-artillery roll=2 r-star' -c 'lookup captured-artillery roll=4 r-star' | grep Result
Result: Captured
Result: Captured
Result: Retained

$ adjutant --session lr.adj -c 'lookup captured-artillery r-star eliminated ?' | tail -1
  before rolling: Captured 50.0%, Destroyed 16.7%, Retained 33.3% (from 6 outcomes)

$ adjutant --session lr.adj -c 'lookup stragglers ?' | tail -1
  before rolling: Permanent 16.7%, Retained 50.0%, Restored 33.3% (from 6 outcomes)

$ adjutant --session lr.adj -c 'lookup jackson-relapse roll=5 after-july-1' | grep -E 'modified|Result'
  modified roll: 6
Result: No effect

$ adjutant --session lr.adj -c 'lookup jackson-relapse streak after-july-1 ?' | tail -1
  before rolling: Impacted 8.3%, No effect 91.7% (from 36 outcomes)

$ adjutant --session lr.adj -c 'lookup foot-cavalry roll=21'
Foot Cavalry (LRTG 31.3)
  roll d66: 21 (coloured 2, white 1) (real dice)
  extra MP (coloured) (die 2): 1
  MA (white + 2) (die 1): 3

$ adjutant --session lr.adj -c 'lookup foot-cavalry roll=27'
Foot Cavalry (LRTG 31.3)
27 is not an 11-66 roll: each die reads 1 to 6 (coloured first, then white). Nothing recorded
[1]

$ adjutant --session lr.adj -c 'compute foot-cavalry white=1 colored=2'
Foot Cavalry movement allowance (LRTG 31.3): 4

$ adjutant --session lr.adj -c 'compute foot-cavalry white=1 colored=7'
Foot Cavalry movement allowance gives no value for these inputs (white=N, colored=N: the two dice (1-6) of Jackson's movement allowance roll)
[1]

The time allowance (22.2): three Confederate players, operational, two
engaged corps leaders: 20 - 9 + 6 = 17 minutes.  `compute` takes the
formula with or without the game's prefix, a side by any of its names,
and the choice operational or passive as a word.

$ adjutant --session lr.adj -c 'compute long-roads.time-allowance side=confederate players=3 engaged=2 operational'
Time allowance (minutes) (LRTG 22.2): 17

$ adjutant --session lr.adj -c 'compute time-allowance side=csa players=3 engaged=2 operational' --json
{"ok":true,"command":"compute","formula":"time-allowance","value":17.0}

$ adjutant --session lr.adj -c 'compute long.time side=union players=2 engaged=1 passive'
Time allowance (minutes) (LRTG 22.2): 13

$ adjutant --session lr.adj -c 'compute time-allowance side=union players=2 engaged=1'
Time allowance (minutes) needs one of operational|passive (side=SIDE; players=N on the side; engaged=N infantry corps leaders within 8 hexes of an enemy-occupied hex; operational or passive)
[1]

$ adjutant --session lr.adj -c 'compute time-allowance side=union players=2 engaged=1 passive operational'
Time allowance (minutes) takes only one of operational|passive (side=SIDE; players=N on the side; engaged=N infantry corps leaders within 8 hexes of an enemy-occupied hex; operational or passive)
[1]

$ adjutant --session lr.adj -c 'compute time-allowance side=prussia players=2 engaged=1 passive'
side=prussia: expected a number, or a side of The Long Roads to Gettysburg
[1]

$ adjutant --session lr.adj -c 'compute time-allowance side=union players=2 passive'
Time allowance (minutes) needs engaged=N (side=SIDE; players=N on the side; engaged=N infantry corps leaders within 8 hexes of an enemy-occupied hex; operational or passive)
[1]

$ adjutant --session lr.adj -c 'compute time-allowance side=union players=0 engaged=1 passive'
Time allowance (minutes) gives no value for these inputs (side=SIDE; players=N on the side; engaged=N infantry corps leaders within 8 hexes of an enemy-occupied hex; operational or passive)
[1]

$ adjutant --session lr.adj -c 'compute time-allowance side=union players=2 engaged=1 passive hurried'
"hurried" is not NAME=VALUE nor one of operational|passive (side=SIDE; players=N on the side; engaged=N infantry corps leaders within 8 hexes of an enemy-occupied hex; operational or passive)
[1]

$ adjutant --session lr.adj -c 'compute time-allowance side=union players=2 engaged=1 passive add'
Time allowance (minutes) (LRTG 22.2): 13
Time allowance (minutes) goes on no track
[1]

$ adjutant --session lr.adj -c 'compute bloodiest-day.time-allowance side=union players=2 engaged=1 passive'
"bloodiest-day.time-allowance" is another game's formula: The Long Roads to Gettysburg is open (write FORMULA or long-roads.FORMULA)
[1]

$ adjutant --session lr.adj -c 'compute long-roads.nosuch x=1'
no formula "long-roads.nosuch" in The Long Roads to Gettysburg
[1]


The tables the text refers to and does not print are declared by shape:
a look-up says how to enter the owner's copy, and the import takes it.
(The cells below are a made-up test fixture, not the series' charts.)

$ adjutant --session lr.adj -c 'lookup crt column=3 row=1'
the Combat Results Table (series) (LRTG 9.3) is printed on your player aid, not in the rulebook text: enter it once with `table import long-roads.crt FILE.csv` (`help table` shows the format)
[1]

$ adjutant --session lr.adj -c 'lookup county-forage county=york'
the County Forage Values (LRTG 13.5) is printed on your player aid, not in the rulebook text: enter it once with `table import long-roads.county-forage FILE.csv` (`help table` shows the format)
[1]

$ adjutant --session lr.adj -c 'lookup leader-movement infantry roll=3'
the Leader Movement Allowance (series) (LRTG 10.1) is printed on your player aid, not in the rulebook text: enter it once with `table import long-roads.leader-movement FILE.csv` (`help table` shows the format)
[1]

$ adjutant --session lr.adj -c 'lookup extended-march row=2'
the Extended March / Disorganization Table (series) (LRTG 17.1) is printed on your player aid, not in the rulebook text: enter it once with `table import long-roads.extended-march FILE.csv` (`help table` shows the format)
[1]

$ printf 'county,result\nAdams,3\nYork,4\n' > cf.csv; adjutant -c 'table import long-roads.county-forage cf.csv'
Imported the County Forage Values: 2 cells, saved in .*/user-tables.db (re)

$ adjutant --session lr.adj -c 'lookup county-forage county=york' | tail -1
Result: 4

$ printf 'row,1,2,3\n1,-,f,1 D r\n2,-,-,D\n' > crt.csv; adjutant -c 'table import long-roads.crt crt.csv'
Imported the Combat Results Table \(series\): 6 cells, saved in .*/user-tables.db (re)

$ adjutant --session lr.adj -c 'lookup crt column=3 row=1' | tail -1
Result: 1 D r

A cell is its codes with spaces between them:

$ printf 'row,1,2\n1,-,1Dr\n' > bad.csv; adjutant -c 'table import long-roads.crt bad.csv'
bad.csv line 2, column 3: "1Dr" is not a result code of the Combat Results Table (series) (expected words from: -, 1, 2, 3, 4, 5, 6, 7, 8, 9, D, F, R, R*, f, r; a number reads as #)
[1]

$ printf 'roll,infantry,cavalry\n1,4,8\n2,5,9\n3,6,10\n4,7,11\n5,8,12\n6,9,13\n' > lm.csv; adjutant -c 'table import long-roads.leader-movement lm.csv'
Imported the Leader Movement Allowance \(series\): 12 cells, saved in .*/user-tables.db (re)

$ adjutant --session lr.adj -c 'lookup leader-movement cavalry ?' | tail -1
  before rolling: 8 16.7%, 9 16.7%, 10 16.7%, 11 16.7%, 12 16.7%, 13 16.7% (from 6 outcomes)

Where the text contradicts itself the data says which reading it takes,
and `table show` prints it with the table (13.3 against 13.5 on the
forage penalty, 13.5 against 24.4 on the turn counts):

$ adjutant -c 'table show long-roads.forage'
Foraging Table (LRTG 13.5):
levels,-1,0,1,2,3,4,5,6+
1 level,0,0,0,1,1,2,2,3
2 levels,0,0,1,2,3,4,5,6
3 levels,0,1,1,3,4,6,6,6
4 levels,1,1,2,4,6,6,6,6
How to read it: Victuals a passive unit out of range gains: value=N, the county forage value after the 13.5 modifiers (county-forage has the values), levels=N fatigue levels spent (1-4).
Note: The raw text leaves the second column's header blank; each row has eight values between -1 and 1, so it is read as 0 (uncertain). The value is the players' to work out: the text contradicts itself on the Union holding the Potomac and the Valley (13.5: 1 off if it holds either; 13.3: 1 off for each, 2 if both). 13.3 says "two if both" in so many words and 24.4 counts them one each, so that is our reading; 13.5 puts the turn steps on the 15th, 22nd and 29th turn after the first crossing, 24.4 on 15, 22 and 29 turns counting the crossing day.

The two strategic movement tables of 17.1 whole: the first is read as the
Confederates' (its heading is lost), the figure in brackets as passive.

$ adjutant -c 'table show long-roads.strategic-movement'
Strategic Movement Allowance (LRTG 17.1):
side,fatigue,posture,Infantry,Cavalry
Confederate,2,Operational,11,16
Confederate,2,Passive,9,12
Confederate,3,Operational,16,24
Confederate,3,Passive,13,18
Confederate,4,Operational,22,32
Confederate,4,Passive,18,24
Union,2,Operational,9,14
Union,2,Passive,7,10
Union,3,Operational,13,21
Union,3,Passive,10,15
Union,4,Operational,18,28
Union,4,Passive,14,20
How to read it: Hexes a unit moving strategically may move: infantry|cavalry (artillery reads infantry), confederate|union, fatigue=2-4 (the levels spent, never past F4), operational|passive. Not on turns 1-3 with Brandy Station (27.1), never with option 26.
Note: The first table of 17.1 has lost its side heading and its fatigue column: it is read as the Confederate table (the one headed USA follows it, with lower values), its rows as 2, 3 and 4 levels as in the Union table. A stray line "Movement Allowance 11 (9) 16 (13)" repeats its first cells and is left out. The figures in brackets are for a passive side.

$ adjutant -c 'table show long-roads.simplified-resupply' | head -13
Simplified Supply Resupply (LRTG 24.2):
divisions,Union,Confederate
0-1,0,0
2,0,1
3,1,2
4-5,1,3
6,2,4
7,2,5
8,2,6
9-10,3,6
11-13,4,6
14-16,5,6
17+,6,6

`help compute` lists the open game's formulas and what each reads:

$ adjutant --session lr.adj -c 'help compute' | tail -3
The formulas of The Long Roads to Gettysburg (an id, or its start; long-roads. before it too):
  foot-cavalry: Foot Cavalry movement allowance (LRTG 31.3): white=N, colored=N: the two dice (1-6) of Jackson's movement allowance roll
  time-allowance: Time allowance (minutes) (LRTG 22.2): side=SIDE; players=N on the side; engaged=N infantry corps leaders within 8 hexes of an enemy-occupied hex; operational or passive
