# The Long Roads to Gettysburg, optional ammunition (19.0-19.4): a level
# 0-3 per Confederate infantry division, Low Ammo at 2 and Out of Ammo at
# 3, and the ammunition train handing back up to seven levels in the
# Random Events Phase it comes in.

$ adjutant --session n.adj -c 'new long-roads high-tide' > /dev/null; adjutant --session n.adj -c 'register ammunition'
ammunition: kept only with the rule option ammunition, which this game was not started with
[1]

$ adjutant --session a.adj -c 'new long-roads high-tide +ammunition' > /dev/null; adjutant --session a.adj -c 'register ammunition'
  McLaws, Confederate: ammunition level 0/3
  Hood, Confederate: ammunition level 0/3
  Pickett, Confederate: ammunition level 0/3
  Rodes, Confederate: ammunition level 0/3
  Early, Confederate: ammunition level 0/3
  Johnson, Confederate: ammunition level 0/3
  Pender, Confederate: ammunition level 0/3
  Anderson, Confederate: ammunition level 0/3
  Heth, Confederate: ammunition level 0/3

A "D" result raises a division's level by one (19.2); at 2 it is at Low
Ammo, at 3 Out of Ammo, and a D at 3 changes nothing.

$ adjutant --session a.adj -c 'register ammunition rodes level +1' -c 'register ammunition rodes level +1' -c 'register ammunition rodes level +1' -c 'register ammunition rodes level +1' -c 'register ammunition hood level +1' -c 'register ammunition hood level +1'
Rodes, ammunition level: 0 -> 1 of 3.
Rodes, ammunition level: 1 -> 2 of 3.
  Rodes: Low Ammo: artillery value halved in attack and defense, rounded up (several Low Ammo units: sum, then halve) (LRTG 19.3)
Rodes, ammunition level: 2 -> 3 of 3.
  Rodes: Out of Ammo: artillery value 0 in attack and defense; if also demoralized it may not attack (LRTG 19.3)
Rodes, ammunition level: stays at 3 (its limit).
Hood, ammunition level: 0 -> 1 of 3.
Hood, ammunition level: 1 -> 2 of 3.
  Hood: Low Ammo: artillery value halved in attack and defense, rounded up (several Low Ammo units: sum, then halve) (LRTG 19.3)

$ adjutant --session a.adj -c 'register ammunition' | grep 'Hood\|Rodes'; adjutant --session a.adj -c status | grep 'Ammo'
  Hood, Confederate: ammunition level 2/3 (Low Ammo)
  Rodes, Confederate: ammunition level 3/3 (Out of Ammo)
Hood (Confederate): Low Ammo: artillery value halved in attack and defense, rounded up (several Low Ammo units: sum, then halve)
Rodes (Confederate): Out of Ammo: artillery value 0 in attack and defense; if also demoralized it may not attack

The train (19.4): the Random Events result fills the ammo-train track
with 7 levels (set by hand here); each lowering of a level spends from it,
a lowering larger than what is left is refused, and while the Union holds
the Potomac or the Shenandoah the restriction north of the Potomac is
said with each spend.

$ i=0; until adjutant --session a.adj --json -c status | grep -q '"turn":4,'; do adjutant --session a.adj -c 'next random-events yes' > /dev/null || break; i=$((i+1)); [ $i -gt 5 ] && break; done; adjutant --session a.adj -c 'track ammo-train =7' > /dev/null; adjutant --session a.adj -c 'register ammunition rodes level -2' -c 'register ammunition hood level -2' -c 'track shenandoah-control on' -c 'register ammunition rodes level -1'
Rodes, ammunition level: 3 -> 1 of 3.
  Confederate ammunition train (levels left this phase) 7 -> 5: spent on Rodes.
Hood, ammunition level: 2 -> 0 of 3.
  Confederate ammunition train (levels left this phase) 5 -> 3: spent on Hood.
Union controls the Shenandoah Valley 0 -> 1
Rodes, ammunition level: 1 -> 0 of 3.
  Confederate ammunition train (levels left this phase) 3 -> 2: spent on Rodes.
  Remember: the Union controls the Potomac River or the Shenandoah Valley: no ammunition to divisions north of the Potomac (LRTG 19.4)

$ adjutant --session a.adj -c 'register ammunition early level +3' > /dev/null; adjutant --session a.adj -c 'register ammunition early level -3'
Confederate ammunition train (levels left this phase): 2 left, not 3 (LRTG 19.4)
[1]

$ adjutant --session a.adj -c 'register ammunition early'
  Early, Confederate: ammunition level 3/3 (Out of Ammo)

What is not used in the phase is lost (19.4): the next step empties it,
and a lowering after that spends nothing (captured-depot ammunition in
the Forage / Resupply Phase, 19.5, or a correction).

$ adjutant --session a.adj -c 'next reinforcements' | grep 'ammunition train'; adjutant --session a.adj -c 'register ammunition early level -1'
  Confederate ammunition train (levels left this phase) 2 -> 0 (19.4)
Early, ammunition level: 3 -> 2 of 3.
  Early: Low Ammo: artillery value halved in attack and defense, rounded up (several Low Ammo units: sum, then halve) (LRTG 19.3)

The random event does it by itself: a 9 on the next turn's Random Events
Table brings the train, and its levels are spent as before.

$ adjutant --session a.adj -c 'next random-events yes roll=9' | grep 'ammunition train (levels left' | head -1 | cut -c1-70; adjutant --session a.adj -c 'register ammunition early level -2'
  Confederate ammunition train (levels left this phase) 0 -> 7: the am
Early, ammunition level: 2 -> 0 of 3.
  Confederate ammunition train (levels left this phase) 7 -> 5: spent on Early.
  Remember: the Union controls the Potomac River or the Shenandoah Valley: no ammunition to divisions north of the Potomac (LRTG 19.4)

Under Jackson Lives (31.1) Heth's and Pender's divisions are Ewell's and
Hill's: a division the list lacks is added by name, and shown quoted.

$ adjutant --session a.adj -c 'register ammunition add Ewell confederate' -c 'register ammunition ewell level +1'
“Ewell” added to the ammunition register (Confederate).
“Ewell”, ammunition level: 0 -> 1 of 3.

Bad inputs: one line each, nothing recorded.

$ adjutant --session a.adj -c 'register ammunition nosuch level +1'
"nosuch" is no entry of the ammunition register (`register ammunition` lists them)
[1]

$ adjutant --session a.adj -c 'register ammunition rodes lvl +1'
"lvl" is no counter of the ammunition register
[1]

$ adjutant --session a.adj -c 'register ammunition rodes level +x'
"+x": expected +N, -N or =N
[1]

$ adjutant --session a.adj -c 'register ammunition rodes level +-1'
"+-1": expected +N, -N or =N
[1]

$ adjutant --session a.adj -c 'register ammunition rodes level roll'
the ammunition level of the ammunition register is not rolled: change it with +N, -N or =N
[1]

$ adjutant --session a.adj -c 'register ammunition add Ewell confederate'
Ewell is in the ammunition register already
[1]
