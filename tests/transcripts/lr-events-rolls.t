# The Long Roads to Gettysburg's Reinforcement Phase rolls (3.2-3.4) and
# Beauregard's die (2.0 effect 4): their results, and the modifiers the
# campaign's map flags put on them.

The draft riots (3.3, VII 9): 3d6 = 14 with 13 MP removed gives the
minimum, +3; with 5 removed, +9:

$ adjutant -c 'lookup long-roads.draft-riots roll=14 removed=13' -c 'lookup long-roads.draft-riots roll=14 removed=5'
New York City Draft Riots (LRTG 3.3)
  roll 3d6: 14 (real dice)
  Dice less MP removed: 14 - 13 = 1
  row "3 or less": 3
Result: 3
New York City Draft Riots (LRTG 3.3)
  roll 3d6: 14 (real dice)
  Dice less MP removed: 14 - 5 = 9
  row "9": 9
Result: 9

$ adjutant -c 'lookup long-roads.draft-riots roll=5,5,4' -c 'lookup long-roads.draft-riots roll=3' | grep -E '^Result|dice'
  roll 3d6: 14 (5+5+4) (real dice)
Result: 14
  roll 3d6: 3 (real dice)
Result: 3

$ adjutant -c 'lookup long-roads.draft-riots ?'
New York City Draft Riots (LRTG 3.3)
  removed=0 (not given)
  before rolling: 3 0.5%, 4 1.4%, 5 2.8%, 6 4.6%, 7 6.9%, 8 9.7%, 9 11.6%, 10 12.5%, 11 12.5%, 12 11.6%, 13 9.7%, 14 6.9%, 15 4.6%, 16 2.8%, 17 1.4%, 18 0.5% (from 216 outcomes)

$ adjutant -c 'lookup long-roads.draft-riots roll=19'
New York City Draft Riots (LRTG 3.3)
  removed=0 (not given)
19 is not a 3d6 roll: the total reads 3 to 18. Nothing recorded
[1]

$ adjutant -c 'lookup long-roads.draft-riots roll=14 removed=lots'
removed=lots: expected a number
[1]

West Virginia (3.2): a 1 brings the next unit; a 2 too while ANV
infantry is north of the Potomac:

$ adjutant --session q.adj -c 'new long-roads high-tide' > /dev/null 2>&1; adjutant --session q.adj -c 'lookup long-roads.wv-reinforcement roll=1' -c 'lookup long-roads.wv-reinforcement roll=2' | grep '^Result'
Result: Arrives
Result: No arrival

$ adjutant --session q.adj -c 'track csa-infantry-north =1' -c 'lookup long-roads.wv-reinforcement roll=2' -c 'lookup long-roads.wv-reinforcement roll=3' -c 'lookup long-roads.wv-reinforcement ?' | grep -E '^Result|^  [0-9]+: |before'
  2: No arrival -> Arrives: ANV infantry is north of the Potomac (-1) (LRTG 3.2)
Result: Arrives
Result: No arrival
  before rolling: Arrives 33.3%, No arrival 66.7% (from 6 outcomes)

The Pennsylvania militia (3.2): -1 each for a Confederate unit in
Pennsylvania, Confederate infantry in Maryland or Pennsylvania, Lee in
Pennsylvania; all three make a 4 bring the next unit:

$ adjutant --session q.adj -c 'track csa-in-pennsylvania =1' -c 'track csa-infantry-md-pa =1' -c 'track lee-in-pennsylvania =1' -c 'lookup long-roads.pa-militia roll=4' -c 'lookup long-roads.pa-militia roll=5' -c 'lookup long-roads.pa-militia ?' | grep -E '^Result|^  [0-9]+: |before'
  4: No arrival -> Arrives: the die less one for each of a Confederate unit in Pennsylvania, Confederate infantry in Maryland or Pennsylvania, and Lee in Pennsylvania is 1 or less (LRTG 3.2)
Result: Arrives
Result: No arrival
  before rolling: Arrives 66.7%, No arrival 33.3% (from 6 outcomes)

DC/Baltimore (3.2) releases on 1-3; Vicksburg (3.4) falls on a 1:

$ adjutant -c 'lookup long-roads.dc-baltimore-release ?' -c 'lookup long-roads.vicksburg ?' -c 'lookup long-roads.vicksburg roll=1' | grep -E '^Result|before'
  before rolling: Released 50.0%, Not released 50.0% (from 6 outcomes)
  before rolling: Surrenders 16.7%, Holds 83.3% (from 6 outcomes)
Result: Surrenders

Beauregard (2.0 effect 4) comes on a 1, once:

$ adjutant --session q.adj -c 'lookup long-roads.beauregard roll=1' -c 'track beauregard =1' -c 'lookup long-roads.beauregard roll=1' | grep -E '^Result|^  [0-9]+: '
Result: Beauregard arrives
  1: Beauregard arrives -> Already with the garrison: Beauregard is already on the map (LRTG 2.0)
Result: Already with the garrison

Lockwood and Spinola (3.2) are called in once Confederate infantry enters
Fairfax, Montgomery or Prince George's county, said once:

$ adjutant --session q.adj -c 'track csa-infantry-near-dc =1' -c 'track csa-infantry-near-dc =0' -c 'track csa-infantry-near-dc =1'
Confederate infantry has entered Fairfax, Montgomery or Prince George's county 0 -> 1
Lockwood and Spinola called in early: at the next Union Reinforcement Phase Lockwood enters at Brandywine (HE 2050) and Spinola in the South Chesapeake Bay sea box; both go to DC or Alexandria County and stay there until released (LRTG 3.2)
Confederate infantry has entered Fairfax, Montgomery or Prince George's county 1 -> 0
Confederate infantry has entered Fairfax, Montgomery or Prince George's county 0 -> 1
