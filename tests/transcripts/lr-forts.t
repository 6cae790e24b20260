# The Long Roads to Gettysburg, the permanent forts of Washington,
# Alexandria and Baltimore (9.2): a fort's class is rolled the first time
# it matters and kept for the rest of the game.

$ adjutant --session f.adj -c 'new long-roads high-tide' > /dev/null; adjutant --session f.adj -c 'register forts'
  (nothing in the forts register)

$ adjutant --session f.adj -c 'register forts "Fort Stevens" class roll washington roll=4'
Union Permanent Fort Class (LRTG 9.2)
  roll 1d6: 4 (real dice)
  row "4": Class 2
Result: Class 2
  Class 2: Artillery value 2, intrinsic garrison (combat value) 3; mark the fort with a 2, kept for the rest of the game (LRTG 9.2)
“Fort Stevens” added to the forts register (Union).
“Fort Stevens”, class: 0 -> 2 of 3.
  “Fort Stevens”: Class 2: artillery value 2, intrinsic garrison 3 (in defense only) (LRTG 9.2)

Asked again (another attack on it), the class kept is said and nothing
is rolled, whatever dice are typed.

$ adjutant --session f.adj -c 'register forts "fort stevens" class roll washington roll=6' -c 'register forts fort-stevens class roll'
“Fort Stevens”, class: 2, kept since it was rolled (LRTG 9.2); nothing rolled.
“Fort Stevens”, class: 2, kept since it was rolled (LRTG 9.2); nothing rolled.

$ adjutant --session f.adj -c 'log' | grep -c 'fort-class'
1

Baltimore's forts read their own column: a 3 is Class 1 there (a
Washington or Alexandria fort's 3 would be Class 2).

$ adjutant --session f.adj -c 'register forts "Federal Hill" class roll baltimore roll=3' | tail -2
“Federal Hill”, class: 0 -> 1 of 3.
  “Federal Hill”: Class 1: artillery value 1, intrinsic garrison 2 (in defense only) (LRTG 9.2)

$ adjutant --session f.adj -c 'register forts "Fort Ward" class roll alexandria roll=3' | tail -2
“Fort Ward”, class: 0 -> 2 of 3.
  “Fort Ward”: Class 2: artillery value 2, intrinsic garrison 3 (in defense only) (LRTG 9.2)

$ adjutant --session f.adj -c 'register forts'; adjutant --session f.adj -c status | grep 'Class'
  “Fort Stevens”, Union: class 2/3 (Class 2)
  “Federal Hill”, Union: class 1/3 (Class 1)
  “Fort Ward”, Union: class 2/3 (Class 2)
“Fort Stevens” (Union): Class 2: artillery value 2, intrinsic garrison 3 (in defense only)
“Federal Hill” (Union): Class 1: artillery value 1, intrinsic garrison 2 (in defense only)
“Fort Ward” (Union): Class 2: artillery value 2, intrinsic garrison 3 (in defense only)

The odds before rolling record nothing.

$ adjutant --session f.adj -c 'register forts "Fort Reno" class roll baltimore ?' | tail -1; adjutant --session f.adj -c 'register forts' | grep -c Reno
  before rolling: Class 1 50.0%, Class 2 33.3%, Class 3 16.7% (from 6 outcomes)
0
[1]

Bad inputs: one line each, nothing recorded.

$ adjutant --session f.adj -c 'register forts "Fort S" class roll washington'
"Fort S" is a start of “Fort Stevens” in the forts register: type its whole name, or another name for a new one
[1]

$ adjutant --session f.adj -c 'register forts "Fort Reno" class roll roll=3'
the Union Permanent Fort Class needs fort=... (Baltimore, Washington, Alexandria)
[1]

$ adjutant --session f.adj -c 'register forts "Fort Reno" class roll richmond roll=3'
"richmond" means nothing to the Union Permanent Fort Class: expected KEY=VALUE, an entry name, or a modifier
[1]

$ adjutant --session f.adj -c 'register forts "Fort Reno" class roll washington roll=7'
7 is not a d6 roll: it reads 1 to 6. Nothing recorded
[1]

$ adjutant --session f.adj -c 'register forts "Fort Reno" strength roll washington roll=3'
"strength" is no counter of the forts register
[1]

$ adjutant --session f.adj -c 'register forts "Fort Reno"'; adjutant --session f.adj -c 'log' | grep -c 'Reno'
  (nothing in the forts register by that name or side)
0
[1]
