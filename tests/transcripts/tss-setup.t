# Terrible Swift Sword's set-ups (28.12, 28.22, 28.32, 28.42), starting
# strengths (28.25, 28.45) and the Little Round Top conditions (28.37,
# 28.38).

The First Day: only Buford's cavalry is on the map, dismounted (28.12):

$ adjutant --session f.adj -c 'new terrible-swift-sword first-day' > /dev/null 2>&1; adjutant --session f.adj -c 'setup union' | head -3
Set-up of The First Day: July 1, 1863 (TSS 28.11):
  union, 1st Cavalry Division: 1st and 2nd Brigades Map A, east of Herr Ridge, north of the Hagerstown Road (dismounted); Battery A, 2 US (Tidball, horse artillery) Map A, east of Herr Ridge, north of the Hagerstown Road; Buford, Col. Gamble, Col. Devin Map A, east of Herr Ridge, north of the Hagerstown Road;
  union: Supply Wagon x 1 Map A, east of Herr Ridge, north of the Hagerstown Road (at maximum level, optional rules);

$ adjutant --session f.adj -c 'setup confederate' | head -2
Set-up of The First Day: July 1, 1863 (TSS 28.11):
  confederate: No units on the map;

The Grand Battle starts from the First Day's set-up (28.51):

$ adjutant --session g.adj -c 'new terrible-swift-sword grand-battle' > /dev/null 2>&1; adjutant --session g.adj -c 'setup union' | sed -n 2p | cut -c1-60
  union, 1st Cavalry Division: 1st and 2nd Brigades Map A, e

The Second Day: units start reduced (28.25), leaders already lost, and
the errata's corrections applied (Gordon's Brigade with Early, 2/2/I):

$ adjutant --session s.adj -c 'new terrible-swift-sword second-day' > /dev/null 2>&1; adjutant --session s.adj -c 'setup' | grep -E "Hays' Brigade|confederate, Leaders|2/2/I:|Gordon's Brigade \(Early\) "
  confederate, II Corps: .*Gordon's Brigade \(Early\) within two hexes of B1803 \(uncertain\); (re)
  confederate, Hays' Brigade (Early/II): 5 La (strength 3, uncertain); 6 La (strength 4); 9 La (strength 3);
  union, 2/2/I: 12 Mass (strength 2, uncertain); 97 NY (strength 1, uncertain); 88 Pa (strength 1, uncertain);
  confederate, Leaders: Pender (eliminated); Heth (eliminated); Archer (eliminated);

Its objectives, which the players judge at the end and record with
`control` (the victory ratio adds what each side holds):

$ adjutant --session s.adj -c control
  Cemetery Hill                        (none)       100 VP for confederate (28.26)
  Little Round Top                        (none)       75 VP for confederate (28.26)
  Culp's Hill                        (none)       50 VP for confederate (28.26)
  Cemetery Hill                        (none)       50 VP for union (28.26)
  Culp's Hill                        (none)       50 VP for union (28.26)
  Little Round Top                        (none)       50 VP for union (28.26)
  East of the Emmitsburg Road fewer than 1000 Confederates (none)       100 VP for union (28.26)

The Third Day: 47 placements and 84 strength and leader rows; Pickett's
Charge takes the same set-up:

$ adjutant --session t.adj -c 'new terrible-swift-sword third-day' > /dev/null 2>&1; adjutant --session t.adj --json -c setup | grep -o '"unit":' | wc -l
131

$ adjutant --session t.adj -c setup | grep -E "Leaders|McLaws' Division \(remove"
  confederate, I Corps: McLaws' Division (remove 21); Hood's Division (remove 21);
  confederate, Leaders: Pender (eliminated); Heth (eliminated); Archer (eliminated); Hood (eliminated); Barksdale (eliminated); Semmes (eliminated); Anderson, G. (eliminated); Robertson, J. J. (eliminated, uncertain); Jones, J. (eliminated);
  union, Leaders: Reynolds (eliminated); Paul (eliminated); Sickles (eliminated); Graham (eliminated); Weed (eliminated); Barlow (eliminated);

$ adjutant --session p.adj -c 'new terrible-swift-sword picketts-charge' > /dev/null 2>&1; adjutant --session p.adj --json -c setup | grep -o '"unit":' | wc -l
131

Little Round Top: the Union reserve groups in their hexes (28.32), and
the four conditions judged at the end, a Draw, and the loss bump:

$ adjutant --session l.adj -c 'new terrible-swift-sword little-round-top' > /dev/null 2>&1; adjutant --session l.adj -c 'setup union' | sed -n 2,3p
  union, 3/2/III: 3/2/III (Burling), attached to 1/III 0526 (reserve);
  union, V Corps: 1/V, Barnes 0219 (reserve); 2/V, Ayres 0707 (reserve); 3/V, Crawford 0207 (reserve); 3rd Mass and D, 5th US Batteries 0218 (reserve); C, 1st NY; L, 1st Ohio; 5th US Batteries 1013 (reserve, uncertain); Sykes; Supply Wagon x 1 0508;

$ adjutant --session l.adj -c victory
Victory in Battle for the Little Round Top (TSS 28.31):
  At the end: no unrouted Union unit in command control south of hexrow 0901 (inclusive); record it: control south-of-0901 confederate -> Confederate Decisive Victory (28.37)
  At the end: a Confederate unit and no Union unit on Little Round Top, the Confederate with a Line of Communications to Warfield Ridge; record it: control little-round-top confederate -> Confederate Tactical Victory (28.37)
  At the end: a Union unit on Little Round Top with a Line of Communications to hex 0117; record it: control little-round-top union -> Union Tactical Victory (28.37)
  At the end: no unrouted Confederate unit in command control east of any hex ending in 29 (inclusive); record it: control east-of-xx29 union -> Union Decisive Victory (28.37)
  At the end: none of the four conditions met -> Draw (28.37)
  At the end: one side's losses (casualties and captures) exceed the other's by 30% or more -> the side with fewer losses goes one level higher (28.38)
  As recorded: Draw
If it ended now: Draw (TSS 28.37)
