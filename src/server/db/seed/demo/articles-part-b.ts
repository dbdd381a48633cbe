import type { DemoArticle } from './types';

/** Street Beat, Cosmic Watch, Financial Desk, Arts & Culture and Obituaries & Legacy. */
export const demoArticlesPartB: DemoArticle[] = [
  // ── Street Beat ────────────────────────────────────────────────────────
  {
    title: "Hell's Kitchen bodega reopens eleven months after rooftop battle flattened its block",
    section: 'street-beat',
    summary:
      'Esperanza Market, crushed when an armoured combatant fell through its roof last winter, reopened on Saturday with a queue around the corner and a rebuilt block behind it.',
    content: `<p>At seven o'clock on Saturday morning, Luis Ferreira-Santos unlocked the front door of Esperanza Market on Tenth Avenue for the first time in eleven months. By a quarter past, the queue of neighbours waiting for coffee and egg sandwiches stretched past the laundromat and around the corner onto West Forty-Ninth Street.</p>
<p>The bodega was one of nine storefronts destroyed on the night of the twelfth of January, when a rooftop fight between two armoured combatants ended with one of them falling four storeys through the building. Nobody inside was killed, but the shop, its stock and the apartments above it were declared a total loss by the city's Department of Buildings within forty-eight hours.</p>
<h2>A slow rebuild</h2>
<p>Mr. Ferreira-Santos, who took over the shop from his father in 2009, said the hardest months were not the ones spent waiting for rubble to be cleared but the ones spent waiting for paperwork.</p>
<blockquote>"The wall came down in one night. Getting someone to agree who would pay for the new wall took seven months," he said, standing behind a counter made from reclaimed oak that a local carpenter donated. "My customers kept calling to ask if I was coming back. That's the only reason I did."</blockquote>
<p>The rebuild was financed through a mix of a federal damage-control grant, a neighbourhood crowdfunding campaign that raised just over $212,000, and a low-interest loan from the Clinton Community Credit Union. The block's landlord, Westside Habitat Partners, agreed to freeze rent for returning tenants for two years.</p>
<p>Councilmember Dana Whitfield, who represents the district, called the reopening "proof that a block can come back if the people on it refuse to leave." She said her office was still tracking six other businesses on the avenue that had not yet reopened, including a shoe repair shop and a family-run Dominican restaurant.</p>
<h2>What the neighbours noticed</h2>
<p>For regulars, the details mattered. The lottery machine is back in its old corner. The cat, a grey tabby named Pepito who spent the rebuilding months living with Mr. Ferreira-Santos's sister in the Bronx, has resumed his post on the bread shelf.</p>
<p>"I've bought my paper here for twenty-two years," said Gloria Mendelsohn, 74, who lives two doors down. "When I saw the hole in the roof, I thought that was it for this corner. Now I'm standing in line again, and I've never been happier to wait."</p>
<p>Not every neighbour was celebrating. Several residents of the rebuilt apartments above the shop said that new windows rated to withstand blast pressure had made their homes noticeably darker, and that they had not been consulted on the design. A spokesperson for Westside Habitat Partners said the windows were required under revised building codes adopted after the incident, and that the company would review the complaints.</p>
<p>Mr. Ferreira-Santos said he had one request for whoever might be fighting over Tenth Avenue next time. "Take it to the river," he said. "There's nothing to break out there."</p>`,
    author: 'Theo Nakamura',
    status: 'published',
    featured: true,
    tags: ['hells-kitchen', 'reconstruction', 'local-business', 'damage-control', 'community'],
    image: '/images/sections/street-beat-1.svg',
    imagePosition: 'top',
    additionalImages: ['/images/sections/street-beat-2.svg'],
    hoursAgo: 160,
  },
  {
    title: "Astoria residents report recurring 'blink' doorways in a subway underpass",
    section: 'street-beat',
    summary:
      'Commuters using the Ditmars Boulevard underpass say a shimmering doorway has appeared at least five times in two weeks. City portal inspectors have taken readings but have not yet closed it.',
    content: `Commuters in Astoria, Queens, say a shimmering doorway has appeared at least five times in the past two weeks in the pedestrian underpass beneath the Ditmars Boulevard station, each time lasting less than a minute before folding shut.

The city's Office of Portal Safety confirmed on Thursday that two of its inspectors had taken readings at the site on Tuesday night and again on Wednesday morning. A spokesperson, Adaeze Moran, said the readings were "consistent with a low-energy, intermittent aperture" and that the office had not yet determined where, or when, the doorway leads.

"We are treating it as active until we can prove otherwise," Ms. Moran said. "That means monitoring, signage, and asking the public not to approach it, touch it or throw things into it."

What people have seen

Residents describe the doorway as roughly the height of a person and the colour of a soap bubble. Karim Haddad, who runs a newsstand at the top of the stairs, said he has seen it twice, both times a little after six in the morning.

"It doesn't make a sound. It's just there, like a window somebody forgot to close, and then it's gone," Mr. Haddad said. "The second time, I could smell the ocean. We are not near the ocean."

One commuter, a nurse who asked that only her first name, Theresa, be used because she had not told her employer, said she watched a pigeon fly through the doorway on the morning of the ninth and not come back out. Inspectors said they had received three similar reports about birds and were unable to verify any of them.

Why inspectors are cautious

Intermittent apertures are among the most common portal events recorded in the five boroughs, with 143 logged in Queens alone last year, according to figures released by the office in January. Most collapse on their own within a month. A small number widen.

Dr. Felix Anand, a rift physicist at the Queens College Centre for Aperture Studies, said the pattern residents describe, a doorway that returns at roughly the same time of day, suggested it was tied to something cyclical on the other side. "It could be a tide, a rotation, a machine being switched on," he said. "The regularity is good news for monitoring. It is not yet good news for closing it."

For now, the underpass remains open during daylight hours with two inspectors posted at either end. The Metropolitan Transportation Authority said it would close the passage overnight starting on Friday and advised riders to use the street crossing at Thirty-First Street instead.

Residents have been asked to report sightings to the city's portal hotline, and to note the time to the minute if they can.`,
    author: 'Theo Nakamura',
    status: 'developing',
    tags: ['queens', 'portal-safety', 'rift-monitoring', 'street-level'],
    image: '/images/sections/street-beat-3.svg',
    hoursAgo: 44,
  },
  {
    title: 'Brooklyn volunteer patrol swaps capes for clipboards, and emergency calls fall',
    section: 'street-beat',
    summary:
      'A Flatbush neighbourhood watch founded by two retired heroes now runs on sign-in sheets and street lights. Police say emergency calls on its twelve blocks are down by almost a third.',
    content: `<p>The Cortelyou Road Neighbourhood Patrol meets every Thursday at seven in the back room of a Flatbush laundromat. There are folding chairs, a coffee urn and a whiteboard listing which street lights are out. Nobody wears a mask.</p>
<p>That was the point, said co-founder Yvette Okonkwo-Barnes, who spent fourteen years as a registered enhanced responder before retiring in 2021. "When I patrolled in costume, people either cheered or ran. Neither one helps you learn who lives on a block," she said. "Clipboards are less exciting. They also work."</p>
<h2>Twelve blocks, forty volunteers</h2>
<p>The patrol, founded two years ago by Ms. Okonkwo-Barnes and a fellow retiree, Harold Greaves, now counts forty regular volunteers covering twelve blocks between Ocean Avenue and Coney Island Avenue. They walk in pairs between six and eleven in the evening, log broken lights and unlocked basement doors, and check in on elderly residents who have asked to be on a call list.</p>
<p>According to figures provided by the Police Department's Seventieth Precinct, emergency calls from the patrol's area fell by 31 per cent between the first half of last year and the first half of this year, compared with a 6 per cent drop across the rest of the precinct. Captain Rafael Osei, the precinct's commanding officer, cautioned against giving the patrol all the credit, noting that the city had also replaced sixty street lights in the area during the same period.</p>
<p>"I'd say the lights and the people who reported the lights are the same story," Captain Osei said.</p>
<h2>Powers optional</h2>
<p>Mr. Greaves, whose registered ability allowed him to hear conversations up to a mile away, said he now wears noise-cancelling headphones on patrol out of courtesy. Only three of the forty volunteers have any registered ability at all, and the group's rules forbid using them except to prevent imminent harm.</p>
<ul><li>Volunteers must complete a four-hour de-escalation course run by the Brooklyn Community Mediation Centre.</li><li>Patrols never pursue anyone; they call it in.</li><li>Every shift ends with a written log, which is shared with the local community board each month.</li></ul>
<p>Some residents remain wary. Tenant organiser Marisol Reyes said she supported the patrol's work on lighting but worried about "neighbours keeping files on neighbours." The group says its logs record places and problems, not people.</p>
<p>The patrol hopes to expand to Ditmas Park in the spring. Ms. Okonkwo-Barnes said she has a waiting list of twenty-six volunteers and a shortage of one thing. "Reflective vests," she said. "If anybody's got a box of them, we'll take them."</p>`,
    author: 'Theo Nakamura',
    status: 'published',
    tags: ['brooklyn', 'community', 'street-level', 'heroes'],
    image: '/images/sections/street-beat-2.svg',
    hoursAgo: 410,
  },
  {
    title: 'Rent freeze extended for tenants in buildings damaged during the Harlem rift',
    section: 'street-beat',
    summary:
      'The Rent Guidelines Board voted seven to two to keep rents frozen for another year in forty-one buildings damaged when a rift opened over Frederick Douglass Boulevard last spring.',
    content: `Tenants in forty-one Harlem apartment buildings damaged when a dimensional rift opened over Frederick Douglass Boulevard last spring will see their rents frozen for at least another twelve months, after the city's Rent Guidelines Board voted seven to two on Monday evening to extend an emergency order.

The original freeze, issued in the weeks after the rift, was due to expire at the end of this month. Tenant groups had warned that hundreds of households still living in partly repaired buildings would face increases of up to 4 per cent while their heating, lifts and in some cases exterior walls remained unfinished.

"You cannot ask people to pay more for an apartment that is still missing a wall," said board member Celeste Abernathy, who proposed the extension. "Repairs first. Then we can talk about rent."

Who is covered

The order applies to rent-stabilised units in buildings that the Department of Buildings classified as damaged by "extraordinary events" between the fourteenth of April and the second of May last year. City figures show those buildings contain 2,318 apartments, of which about 1,900 are currently occupied.

Owners of the affected buildings can apply for an exemption once a city inspector certifies that all structural repairs are complete. So far, eleven buildings have received that certification.

Landlords push back

The Harlem Property Owners Association, which represents some of the buildings' owners, said the extension would slow repairs rather than speed them. Its president, Norman Feldstein, said owners were already carrying the cost of rebuilding while waiting on insurance payments that in some cases had been delayed for more than a year.

"Our members did not open the rift," Mr. Feldstein said. "We are asking the city to share the burden fairly, not to put it all on the people holding the mortgages."

The two board members who voted against the extension said they supported relief for tenants but preferred a direct subsidy paid for by the city's damage-control fund.

Residents say the vote buys them time. Odessa Pryor, who has lived on West 121st Street for thirty-three years and whose bedroom window still looks out on scaffolding, said she had been bracing for a letter from her landlord. "I've been saving for the increase since January," she said. "Now maybe I can use it to replace what the rift took."

The board will review the order again next spring, and tenant groups have said they will press for the freeze to be tied to the completion of repairs rather than to a fixed date.`,
    author: 'Theo Nakamura',
    status: 'verified',
    tags: ['harlem', 'housing', 'reconstruction', 'damage-control'],
    image: '/images/sections/street-beat-1.svg',
    imagePosition: 'bottom',
    hoursAgo: 690,
  },
  {
    title: 'Lower East Side school closes its gym after pupils find a sealed alien artefact',
    section: 'street-beat',
    summary:
      'Pupils at a Lower East Side middle school found a humming metal cylinder beneath the gym floor during renovations. The building remains open while federal specialists examine the object.',
    content: `<p>A middle school on the Lower East Side closed its gymnasium on Wednesday after pupils helping with a floor renovation found a sealed metal cylinder, about the length of a baseball bat, buried beneath the boards.</p>
<p>The object, which gives off a low hum and is warm to the touch, was reported by the school's principal, Dr. Naomi Feld, shortly after ten in the morning. Within an hour, specialists from the federal Office of Extraterrestrial Materials had cordoned off the gym at Orchard Street Middle School and begun taking readings.</p>
<h2>No evacuation, for now</h2>
<p>The rest of the building remained open. In a letter sent to families on Wednesday afternoon, Dr. Feld said officials had assured her the object posed "no detectable risk to anyone outside the immediate area" and that classes would continue as normal.</p>
<p>"Our first job is to keep children safe, and our second is to keep them learning," she wrote. "We are doing both, and we will tell you the moment anything changes."</p>
<p>Several parents gathered outside the school at pick-up time said they would have preferred a full closure. "A humming thing from space under the basketball court? I'm keeping her home tomorrow," said Rubén Castañeda, whose daughter is in seventh grade.</p>
<h2>Where it came from</h2>
<p>The building, completed in 1931, sits three blocks from the site of a brief but violent skirmish between costumed heroes and an off-world scouting party in the late 1990s. Federal officials would not say whether they believed the cylinder dated from that event.</p>
<p>Marguerite Lowe, a spokesperson for the Office of Extraterrestrial Materials, said the object was "inert by our current standards of measurement" and would likely be removed by the end of the week. She declined to say where it would be taken.</p>
<p>Independent experts urged patience. Dr. Kwame Asante-Reid, who studies recovered off-world materials at Columbia University, said most objects of this kind turn out to be mundane: ration containers, beacon housings, spent power cells. "Warm and humming sounds dramatic," he said. "So does a refrigerator, if you have never seen one."</p>
<p>The two seventh-graders who found the cylinder, whose names the school has not released, were examined by the school nurse as a precaution and sent back to class. The school said both were in good health and "extremely pleased with themselves."</p>
<p>The city's Department of Education said it would pay for a full survey of the building's foundations once the object is removed. The gym is expected to stay closed for at least two weeks, and physical education classes will move to a nearby recreation centre on Pitt Street in the meantime.</p>`,
    author: 'Theo Nakamura',
    status: 'developing',
    tags: ['off-world', 'schools'],
    hoursAgo: 75,
  },
  {
    title: 'Staten Island ferry crews begin training for rescues on, over and under the water',
    section: 'street-beat',
    summary:
      'Deckhands on the Staten Island Ferry are learning to handle passengers who can fly, phase through hulls or walk on water, after two incidents last summer exposed gaps in the rules.',
    content: `Deckhands on the Staten Island Ferry have started a new training course covering what the Department of Transportation calls "non-standard passenger movement": riders who fly off the upper deck, step through the hull, or climb over the rail and keep walking across the harbour.

The eight-hour course, which began this month at the St. George terminal, was written after two incidents last summer. In July, a teenager with a registered levitation ability lifted off the stern mid-crossing and was gone for forty minutes before he was found sitting on the pedestal of the Statue of Liberty. In August, a passenger who can pass through solid matter dropped through a lower deck and, according to the crew's report, "briefly stood in the engine room in a state of considerable confusion."

Nobody was hurt in either case. But ferry captain Lorraine Biaggi, who has worked the route for nineteen years, said both incidents showed her crews had no playbook. "Man overboard, we know. Man over the Statue of Liberty, we did not," she said.

What the course covers

Trainees learn to tell the difference between a rider using a registered ability lawfully and one in distress, how to radio the police harbour unit, and when to stop the ferry. They are taught not to grab anyone who is already airborne.

A second module, still being written, will cover passengers who can breathe underwater and decline to be rescued.

Still to confirm

The department has not said how much the course costs or whether it will become mandatory for all 600 ferry staff. Calls to the press office on Monday and Tuesday have not yet been returned.

The marine engineers' union says its members support the training but want extra pay for it. Union delegate Frank Oyelowo said the request would be raised at the next contract meeting. Need a date for that meeting and a second source on the August incident report.

Also worth chasing: whether the Coast Guard has a similar policy, and whether any other city ferry service has done this first. Captain Biaggi mentioned operators in Seattle and Sydney, but neither has confirmed anything yet.

Possible photo: the training session on Thursday morning, if the department agrees to let us on board.`,
    author: 'Theo Nakamura',
    status: 'draft',
    tags: [],
    image: '/images/sections/street-beat-3.svg',
    hoursAgo: 95,
  },
