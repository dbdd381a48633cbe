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

  // ── Cosmic Watch ───────────────────────────────────────────────────────
  {
    title: 'Second sun rises over Earth-838 as observatories track a widening rift',
    section: 'cosmic-watch',
    summary:
      "A second light brighter than the Moon appeared over Earth-838's southern hemisphere before dawn. Monitoring stations on three worlds say the rift behind it is growing by the hour.",
    content: `<p>A second sun appeared in the sky over the southern hemisphere of Earth-838 shortly before dawn on Tuesday, local time, and monitoring stations in three neighbouring realities say the rift behind it is widening.</p>
<p>The object, visible to the naked eye from Santiago, Cape Town and Perth on that world, was first logged at 4.12 a.m. by the Atacama Rift Observatory, which shares data with counterpart stations on Earth-616 and Earth-1610 under the Tri-Reality Monitoring Accord. By mid-morning its brightness had roughly doubled.</p>
<h2>What is known</h2>
<ul><li>The light is not a star in the conventional sense, according to preliminary readings, but the far side of an aperture through which another sky is visible.</li><li>The aperture measured about 0.3 degrees across at first sighting and about 0.5 degrees by nine in the morning.</li><li>No objects have been observed passing through.</li></ul>
<p>"We are looking at someone else's sun through a hole in ours," said Dr. Valentina Ruiz-Carrasco, director of the Atacama observatory, speaking on a cross-reality link that broke up several times. "The question we cannot answer yet is whether the hole is getting bigger because it is opening, or because it is getting closer."</p>
<h2>Governments respond</h2>
<p>Authorities on Earth-838 have advised residents in the affected hemisphere not to look directly at the second light, which early readings suggest emits more ultraviolet radiation than their own sun. Schools in several Chilean provinces on that world were closed as a precaution.</p>
<p>On Earth-616, the Office of Interdimensional Affairs said it was "in close contact" with its counterparts and had placed its own incursion response teams on standby. A spokesperson, Ibrahim Kessler, stressed that there was no indication the event posed a direct risk to this reality. "This is a neighbour's emergency, and right now our job is to help them see it clearly," he said.</p>
<p>Independent experts urged caution in reading too much into the first hours of data. Professor Hana Oduya, who studies aperture dynamics at the University of Nairobi, said similar events had been recorded twice in the past decade, and that both closed on their own within a week. "Both also began exactly like this," she added. "So did the ones that did not close."</p>
<p>Airlines on Earth-838 have begun rerouting flights away from the southern Pacific, and the Tri-Reality Monitoring Accord has called an emergency session of its scientific council for Wednesday. The Gazette will update this story as more readings are released.</p>`,
    author: 'Priya Castellanos',
    status: 'breaking',
    tags: ['cosmic-events', 'rift-monitoring', 'incursion', 'earth-838', 'earth-616'],
    image: '/images/sections/cosmic-watch-1.svg',
    imagePosition: 'top',
    hoursAgo: 1,
  },
  {
    title: 'Incursion early-warning network passes its first live test over the Pacific',
    section: 'cosmic-watch',
    summary:
      'Forty sensor buoys detected a brief overlap between realities six hundred miles off Hawaii and raised the alarm in eleven seconds. Officials called it the most important test since the network was funded.',
    content: `A network of sensor buoys built to give the world early warning of an incursion, the collision of two realities, passed its first live test on Sunday when it detected a brief overlap in the central Pacific and raised the alarm in eleven seconds.

The event, about six hundred miles north-east of Hawaii, lasted just under four minutes and caused no damage. But officials said it was the first time the network had caught a genuine overlap rather than a drill, and that every part of the system had worked as designed.

"Four years ago this was a drawing on a whiteboard and an argument about who would pay for it," said Ambassador Ruth Castellano-Mbeki, who chairs the multilateral Incursion Preparedness Council. "On Sunday it told us something was happening before anyone on the ground could have known. That is the whole point."

How the alert unfolded

The network consists of forty buoys spread across the Pacific, Atlantic and Indian oceans, each carrying instruments that measure tiny distortions in local gravity and in the background radiation that scientists use to distinguish one reality from another.

At 2.47 p.m. Hawaii time, three buoys recorded matching distortions. The network's central computer in Reykjavík flagged the pattern as a probable overlap and sent alerts to twenty-three national emergency agencies and to the response desks of several registered hero teams, including the Avengers. Eleven seconds passed between the first reading and the first alert.

Ships within a hundred miles were warned to change course. Two cargo vessels and a research ship did so. By 2.51 p.m., the readings had returned to normal.

What it does not do yet

Scientists involved in the project were careful about its limits. Dr. Sione Faleolo, the network's chief scientist, said the buoys can tell when an overlap begins but not how large it will grow, and the system still cannot identify which reality is on the other side.

"We built a smoke alarm," Dr. Faleolo said. "Sunday showed the smoke alarm works. It does not yet tell you which room is on fire."

The council plans to add sixty more buoys over the next three years, including the first in the Arctic Ocean, at an estimated cost of $1.4 billion shared among thirty-one member governments. Funding for the second phase is expected to be debated at the council's next session in Geneva.

Critics, including several small island states, have argued that the network's warnings are of little use to places with nowhere to evacuate to. Tongan delegate Meleane Havili said on Monday that her government welcomed Sunday's result but wanted the next phase to include shelters as well as sensors. "Knowing is good," she said. "Having somewhere to go is better."`,
    author: 'Priya Castellanos',
    status: 'published',
    featured: true,
    tags: ['incursion', 'rift-monitoring', 'portal-safety', 'earth-616', 'treaty'],
    image: '/images/sections/cosmic-watch-2.svg',
    additionalImages: ['/images/sections/cosmic-watch-3.svg'],
    hoursAgo: 30,
  },
  {
    title: "Alien trade convoy halts beyond Jupiter, citing a 'navigational dispute'",
    section: 'cosmic-watch',
    summary:
      'Twelve Vessari cargo ships due at the Lagrange trading post have stopped short of the asteroid belt. Their envoy says the agreed route was "redrawn by others" without consent.',
    content: `<p>A convoy of twelve cargo ships belonging to the Vessari Mercantile Compact has stopped just beyond the orbit of Jupiter and refused to continue towards Earth, in what its envoy described on Wednesday as a "navigational dispute" with human authorities.</p>
<p>The convoy was due to dock at the Lagrange Point Five trading post on Friday, carrying what customs filings list as construction alloys, medical compounds and roughly forty tonnes of a crystalline fuel used in several Earth-built starships. It has not moved since Monday evening.</p>
<h2>A route 'redrawn by others'</h2>
<p>In a statement transmitted to the United Nations Office for Outer Space Affairs, the Vessari envoy, who uses the name Tessaly-Orun in human correspondence, said the convoy's agreed approach corridor had been "redrawn by others without consultation" and that its captains would not enter it until the matter was resolved.</p>
<p>Human officials say the corridor was moved eleven days ago, after debris from a decommissioned military satellite drifted into the original path. "This was a safety change, communicated through every channel we have," said Deputy Director Abena Kuffour of the office's traffic division. "We regret that it was not received the way it was intended, and we are talking."</p>
<h2>Why it matters</h2>
<p>The Vessari are Earth's third-largest off-world trading partner by volume. According to figures from the Lagrange port authority, Vessari ships accounted for about 14 per cent of all off-world cargo docked last year, including most of the imported fuel crystals used by independent spacecraft operators.</p>
<p>Several operators told the Gazette they had enough fuel for about three weeks. "If this drags on, small carriers are grounded first," said Orla McBride, who runs a two-ship courier company from the Irish launch site at Valentia. "The big players have stockpiles. We do not."</p>
<p>Analysts who follow off-world diplomacy said the dispute may be less about the corridor than about who gets to draw it. Dr. Ezinne Obiora of the Institute for Interstellar Relations in Lagos said the Compact has long objected to changes to shared routes being made without a Vessari signature. "For them, a map is a contract," she said. "From their point of view, we amended the contract on our own."</p>
<p>Talks between the envoy and the UN office were scheduled to resume on Thursday. The convoy's fuel and supplies are sufficient, according to its own statement, to wait "for as long as is needed".</p>`,
    author: 'Priya Castellanos',
    status: 'breaking',
    tags: ['off-world', 'trade', 'diplomacy'],
    image: '/images/sections/cosmic-watch-3.svg',
    hoursAgo: 52,
  },
  {
    title: 'Register of known portal sites tops 4,000 as reporting rules tighten',
    section: 'cosmic-watch',
    summary:
      'The international portal register now lists 4,027 confirmed sites on Earth-616, up a fifth in a year. Officials credit new mandatory reporting rules rather than a surge in new openings.',
    content: `The international register of known portal sites on Earth-616 passed four thousand entries last week, according to figures published on Friday by the Geneva-based Portal Safety Secretariat, which maintains the list on behalf of ninety-four member states.

The register now contains 4,027 confirmed sites, up from 3,341 a year earlier, an increase of just over 20 per cent. Of those, 612 are classed as active, meaning an aperture has opened at least once in the past twelve months, and 58 are listed as high risk.

Officials were quick to say that the rise does not mean more portals are opening. "What has changed is that people are now required to tell us," said the secretariat's director, Dr. Annelise Brandt. "A portal in a farmer's field that was always there, but never reported, is not a new danger. It is an old danger we can finally see."

New rules, more reports

Since the first of January, member states have been required to report any suspected aperture within seventy-two hours, and to allow secretariat inspectors to confirm it. Previously, reporting was voluntary, and several large countries submitted no data at all for years at a time.

The effect was immediate. Brazil added 211 sites in the first quarter alone, many in remote parts of the Amazon basin where local communities had long known about what one Brazilian official described as "doors in the forest." India and Indonesia each added more than a hundred.

Concentrations remain where they have always been. The five boroughs of New York still contain more confirmed sites than any other city, at 287, followed by Tokyo at 164 and London at 119.

What the numbers miss

Researchers who use the register say it is more useful than ever but still incomplete. Professor Tomasz Wierzbicki, who studies portal distribution at the University of Warsaw, said the list records where portals have been found, not where they are likely to be. "We map the places people live and look," he said. "The ocean floor, the polar ice, the deep desert, those are mostly blank, and blank does not mean empty."

Dr. Brandt said the secretariat was working with oceanographers to extend surveying offshore, beginning with the North Sea next year.

Member states will vote in November on whether to make the full register, including exact coordinates, available to the public. Some governments oppose the idea, arguing that precise locations could attract thrill-seekers and worse.`,
    author: 'Priya Castellanos',
    status: 'verified',
    tags: ['portal-safety', 'rift-monitoring', 'earth-616'],
    image: '/images/sections/cosmic-watch-1.svg',
    hoursAgo: 260,
  },
  {
    title: "Comet that 'sings' in radio bands will pass closest to Earth next spring",
    section: 'cosmic-watch',
    summary:
      'Astronomers confirm that Comet Halvorsen-Okeke, which emits a repeating pattern of radio tones, will come within nineteen million miles of Earth in April. It poses no danger of impact.',
    content: `<p>A comet that emits a repeating sequence of radio tones, nicknamed "the singer" by the astronomers who first detected it, will make its closest approach to Earth next April, according to orbital calculations confirmed this week by three independent observatories.</p>
<p>Comet Halvorsen-Okeke, discovered in February by a Norwegian amateur astronomer and a Nigerian radio engineer working separately, will pass within about nineteen million miles of Earth on or around the sixteenth of April. At that distance it poses no risk of impact, the International Astronomical Union said in a statement.</p>
<h2>A song with a pattern</h2>
<p>What makes the comet unusual is not its path but its sound. Since March, radio telescopes have recorded a series of tones from the comet's nucleus, repeating roughly every forty-one minutes. The sequence contains 113 distinct notes.</p>
<p>"Comets do make radio noise. Ice sublimates, gases ionise, you get hiss and crackle," said Chidi Okeke, the engineer who first recorded the signal from a home-built antenna outside Enugu. "What you do not get is the same 113 notes, in the same order, every forty-one minutes, for seven months."</p>
<p>Scientists remain divided on the cause. Some believe the pattern is produced by a regularly spinning nucleus with jets of gas venting through cavities, much like air through an organ pipe. Others have not ruled out an artificial source.</p>
<h2>Listening, carefully</h2>
<p>Ingrid Halvorsen, the comet's co-discoverer and a retired schoolteacher from Tromsø, said she had no strong view. "I found it because I was looking for comets, not for messages," she said. "If it is a message, I would very much like somebody cleverer than me to work out what it says."</p>
<p>The Cosmic Signals Working Group, a body of astronomers and linguists that advises several governments on possible artificial transmissions, said it was treating the sequence "with curiosity rather than alarm." Its chair, Professor Leilani Kahale, said no response of any kind would be sent without international agreement.</p>
<p>Amateur astronomers are already planning for April. The comet is expected to be visible with binoculars from both hemispheres for about two weeks, and a coalition of radio clubs in twenty countries has organised a coordinated listening night for the evening of its closest approach.</p>`,
    author: 'Priya Castellanos',
    status: 'published',
    tags: ['cosmic-events'],
    image: '/images/sections/cosmic-watch-2.svg',
    imagePosition: 'bottom',
    hoursAgo: 980,
  },
  {
    title: 'Aurora over Tromsø turns from green to violet, and scientists are not sure why',
    section: 'cosmic-watch',
    summary:
      "Northern Norway's aurora has glowed an unusual deep violet for six nights running. Researchers have ruled out a solar storm and are checking whether a distant rift is to blame.",
    content: `For six consecutive nights, the northern lights over Tromsø, Norway, have glowed a deep, uniform violet instead of their familiar green, and the scientists who watch them most closely say they do not yet know why.

The change was first noticed on Thursday by staff at the Arctic Atmospheric Observatory on the island of Kvaløya, whose cameras photograph the sky every thirty seconds through the polar winter. By Friday, residents across northern Norway and Finland were posting images of the violet glow, and tour operators reported their busiest week of the season.

"Violet in an aurora is not unknown. We see it at the lower edges, in small amounts," said Dr. Sigrid Nordahl, the observatory's head of research. "What we have never seen, in sixty-two years of records here, is an entire display in that colour, every night, for nearly a week."

Not a solar storm

The usual explanation for a change in the aurora, a surge of charged particles from the Sun, has been ruled out. Solar activity has been low all month, according to data from space weather agencies in Europe and the United States.

That has led some researchers to look elsewhere. The Nordic Rift Monitoring Service confirmed on Tuesday that it was investigating whether faint readings recorded over the Barents Sea since early last week could be connected to the light show. A spokesperson, Henrik Aasland, said the readings were "very weak and very far away" and that there was no evidence of an aperture in or near populated areas.

Dr. Nordahl was cautious. "A rift can change the mix of particles entering the upper atmosphere. So can a dozen other things," she said. "We are gathering the data before anyone writes the headline."

Residents, tourists and a warning

In Tromsø itself, the mood has been more festive than anxious. Cafés on Storgata have renamed their hot chocolate in honour of the colour, and the city's cathedral held an impromptu evening concert on Sunday beneath the violet sky.

Local authorities have asked visitors not to drive onto the Kvaløya plateau at night, after police were called to three minor collisions caused by drivers stopping on the road to take photographs.

The observatory will publish its first data on the event later this week. Dr. Nordahl said she hoped the display would last long enough to study properly. "And then," she said, "I hope it goes back to green."`,
    author: 'Ines Moreau',
    status: 'developing',
    tags: ['cosmic-events', 'solar-anomaly', 'rift-monitoring'],
    image: '/images/sections/cosmic-watch-3.svg',
    hoursAgo: 130,
  },

  // ── Financial Desk ─────────────────────────────────────────────────────
  {
    title: 'Damage-control insurers halt new Midtown policies after a third tower claim',
    section: 'financial-desk',
    summary:
      'Three of the largest underwriters of super-powered damage stopped writing new commercial policies for Midtown Manhattan on Thursday, after a fight left a third office tower unusable this year.',
    content: `<p>Three of the biggest insurers of damage caused by super-powered conflict stopped writing new commercial policies for Midtown Manhattan on Thursday, hours after a battle on Forty-Second Street left a third office tower uninhabitable this year.</p>
<p>Meridian Mutual, Atlas Specialty Re and the Lloyd's syndicate known in the market as Bastion 1147 each told brokers by early afternoon that they would not bind new cover for buildings between Thirty-Fourth and Fifty-Ninth Streets "until further notice". Existing policies remain in force.</p>
<h2>Why now</h2>
<p>Wednesday night's fight, which the Police Department said involved two unregistered combatants and lasted about twenty minutes, tore through the facade of a forty-storey office building near Bryant Park. No one was killed. Eleven people were treated for minor injuries.</p>
<p>Industry estimates put the likely claim at between $380 million and $450 million. Together with two earlier Midtown losses in February and June, that would bring insured damage in the district to more than $1.1 billion this year, roughly three times the annual average over the past decade.</p>
<p>"We price risk. We cannot price a neighbourhood where the risk doubles every time we look at it," said Carolyn Aberdeen-Shaw, chief underwriting officer at Meridian Mutual, in a call with reporters. "We will come back when we understand what has changed."</p>
<h2>What it means for landlords</h2>
<p>Brokers said the immediate effect would be felt by owners whose policies come up for renewal in the next few months, and by any deal to buy or refinance a Midtown building, since lenders generally require damage-control cover before releasing funds.</p>
<p>"As of this afternoon I have four refinancings on hold," said Devraj Iyer, a managing director at the commercial brokerage Halden Partners. "Nobody is panicking yet, but everybody is on the phone."</p>
<p>Shares in Manhattan-focused property companies fell sharply. The Empire Office Trust ended the day down 7.2 per cent, and Grandview Realty lost 5.8 per cent.</p>
<p>The city's Office of Damage Control said it would convene insurers, landlords and federal officials on Monday. Its director, Patrice Lumumba-Grant, said the city was prepared to discuss a public backstop, similar to the federal programmes that cover terrorism risk, if private insurers did not return. "The city is not going to let Midtown become uninsurable over one bad year," she said.</p>`,
    author: 'Desmond Achebe',
    status: 'breaking',
    tags: ['insurance', 'markets', 'damage-control', 'reconstruction', 'midtown'],
    image: '/images/sections/financial-desk-1.svg',
    additionalImages: ['/images/sections/financial-desk-2.svg'],
    hoursAgo: 18,
  },
  {
    title: 'Reconstruction bonds draw record demand as cities price in the next battle',
    section: 'financial-desk',
    summary:
      'Municipal reconstruction bonds attracted $9.6 billion in orders last quarter, a record. Investors say the asset class has become a bet on recurring damage rather than a one-off clean-up.',
    content: `Investors placed a record $9.6 billion in orders for municipal reconstruction bonds in the last quarter, according to data from the Municipal Securities Rulemaking Board, as cities that have been hit repeatedly by super-powered conflict borrow to rebuild faster.

The figure is almost double the same quarter last year. New York, Chicago and Los Angeles accounted for more than half of all issuance, but the fastest growth came from smaller cities, including Cleveland, Albuquerque and Portland, Oregon, each of which sold its first dedicated reconstruction bond this year.

"Five years ago, reconstruction debt was something a city issued once, after a disaster, and hoped never to repeat," said Miriam Oduya-Sterling, head of municipal research at Carrow Brothers. "Now it is a permanent line in the budget. Investors have noticed, and they like predictable."

Why buyers are keen

The bonds are typically repaid from dedicated revenue, such as federal damage-control grants, special property levies in affected districts or, increasingly, settlement payments from registered hero teams' liability insurers. That mix has made them attractive to pension funds and insurance companies looking for steady income.

Yields have fallen as demand has grown. New York's latest ten-year reconstruction bond, sold on the second of this month, priced at 3.4 per cent, a quarter of a point below the city's ordinary general obligation debt of the same length.

"Ironically, the market is saying that a city that keeps getting hit, and keeps rebuilding, is a safer borrower," said Adebayo Lawson, a portfolio manager at Stonefield Asset Management. "It has proved it can do it."

The uncomfortable part

Not everyone is comfortable with the trend. Dr. Helen Marchetti, who studies public finance at the University of Chicago, warned that cities were borrowing against the expectation of future destruction and that the bonds risk becoming "a tax on neighbourhoods that happen to be where the fights are."

She pointed to Chicago's South Loop, where residents now pay a special levy to service reconstruction debt from two separate incidents. "These are not the people who caused the damage, and they are not the people who profit from the bond," she said.

Several cities are exploring alternatives, including a proposal in Los Angeles to require registered teams operating there to contribute to a shared reconstruction fund. The city council is expected to vote on that proposal in the autumn.`,
    author: 'Desmond Achebe',
    status: 'published',
    tags: ['markets', 'reconstruction', 'bonds', 'damage-control'],
    image: '/images/sections/financial-desk-2.svg',
    imagePosition: 'top',
    hoursAgo: 340,
  },
  {
    title: 'Cross-reality exchange rate talks stall over the value of the Earth-616 dollar',
    section: 'financial-desk',
    summary:
      'Negotiators from five realities failed to agree on a common rate for converting their dollars after a week of talks in Zurich. The sticking point: whose inflation figures to trust.',
    content: `<p>Negotiators from five neighbouring realities ended a week of talks in Zurich on Friday without agreeing on a common method for converting their currencies, leaving traders who move goods between worlds to rely for now on a patchwork of private rates.</p>
<p>The talks, hosted by the Bank for International Settlements, were meant to produce a reference rate between the United States dollar of Earth-616 and the dollars issued by four realities whose economies are closely linked to it. All five currencies share a name and, in several cases, nearly identical banknotes. Their values do not match.</p>
<h2>Same note, different worth</h2>
<p>That is the heart of the problem. A twenty-dollar bill printed in this reality and one printed in Earth-1048 look almost the same, but one buys roughly a third more groceries than the other, according to price surveys compiled by the talks' technical staff.</p>
<p>"We have people walking through portals with wallets full of money that is perfectly real and perfectly worthless on this side," said Dr. Reinholt Vasquez-Lund, head of the secretariat that prepared the talks. "Every shopkeeper near a stable crossing has become a currency dealer, whether they wanted to or not."</p>
<p>Delegates agreed on a common definition of a basic basket of goods. They could not agree whose inflation statistics should be used to value it. Two delegations, including Earth-616's, argued for independent price surveys. Others said their own central banks' figures should be accepted as published.</p>
<blockquote>"Nobody in the room trusts anyone else's inflation number, and to be fair, some of us do not fully trust our own," one delegate told the Gazette on condition of anonymity because the talks were confidential.</blockquote>
<h2>What happens next</h2>
<p>The treasury official leading the Earth-616 delegation, Under Secretary Lorraine Whitman-Adeyemi, said the week had not been wasted. "We now agree on what we are measuring. We disagree on the ruler. That is progress," she said.</p>
<p>Traders are less patient. Magnus Hallgrímsson, who imports fish from two realities through a licensed crossing in Reykjavík, said private exchange rates varied by as much as 8 per cent between dealers. "It costs me more to convert the money than to ship the cod," he said.</p>
<p>A second round of talks is planned for the spring. In the meantime, the Bank for International Settlements said it would publish an informal indicative rate each week, with what one official called "a very large health warning attached."</p>`,
    author: 'Priya Castellanos',
    status: 'verified',
    tags: ['trade', 'earth-616', 'markets', 'treaty', 'diplomacy'],
    image: '/images/sections/financial-desk-3.svg',
    hoursAgo: 590,
  },
  {
    title: "Startup's shares halve after its 'impact-proof' alloy fails an independent test",
    section: 'financial-desk',
    summary:
      'Shares in Bulwark Materials fell 52 per cent after a university laboratory said its much-promoted armour alloy cracked under loads the company had claimed it could withstand.',
    content: `Shares in Bulwark Materials, a Pittsburgh company that promised an alloy strong enough to shrug off blows from super-powered combatants, fell 52 per cent on Tuesday after an independent laboratory said the material cracked under loads well below those the company had advertised.

The report, from Carnegie Mellon University's Structural Extremes Laboratory, found that sample panels of Bulwark's flagship alloy, sold under the name Aegisteel, fractured at forces about 40 per cent lower than the company's published specifications. The laboratory tested twelve panels purchased anonymously through a distributor.

"We followed the company's own test method and its own installation guidance," said Professor Oluwaseun Adeyemi, who led the study. "On every one of the twelve panels, the result fell short of the claim."

The company responds

Bulwark's chief executive, Tamsin Rourke, said in a statement that the laboratory had tested "an early production batch that does not reflect the current product" and that the company stood by its specifications. She said Bulwark would commission its own independent tests and publish the results in full.

The company has not said which batch the laboratory's samples came from, and the distributor through which they were bought declined to comment.

Bulwark floated on the Nasdaq in March at $18 a share and climbed as high as $61 in the summer, after the city of Baltimore announced it would use Aegisteel to reinforce a new emergency hospital. Shares closed on Tuesday at $14.20.

Contracts under review

Baltimore's Department of General Services said on Wednesday that it had paused installation at the hospital site pending a review. A spokesperson, Jerome Whitlock, said about a third of the planned panels had already been fitted.

At least two other public buyers, a school district in Ohio and the port authority in Oakland, California, said they were reviewing their orders.

Analysts said the episode showed how quickly demand for protective materials had outpaced any common standard for testing them. "There is no federal rating for whether a wall can survive a punch from someone who can lift a bus," said Sunita Raghavan, an industrial analyst at Farrow Dunne. "So companies write their own tests, and buyers have to take their word for it."

The Securities and Exchange Commission declined to say whether it was examining the company's disclosures. Two law firms announced on Tuesday evening that they were investigating claims on behalf of shareholders.`,
    author: 'Desmond Achebe',
    status: 'developing',
    tags: [],
    image: '/images/sections/financial-desk-1.svg',
    hoursAgo: 88,
  },
  {
    title: 'Portal tourism firms post their first annual profit, and regulators take notice',
    section: 'financial-desk',
    summary:
      "The three largest operators of guided trips to neighbouring realities reported a combined profit of $214 million last year. Safety regulators say the industry's growth has outpaced its rulebook.",
    content: `<p>The portal tourism industry, which sells guided trips through licensed crossings to neighbouring realities, has recorded its first year of profit, according to annual results published this week by the three largest operators.</p>
<p>Threshold Journeys, Otherside Travel Group and the Singapore-based Parallax Holidays reported a combined operating profit of $214 million on revenues of $1.9 billion, compared with a combined loss of $87 million the year before. Together, the three carried just over 640,000 passengers.</p>
<h2>Demand from the curious</h2>
<p>Executives credited steady demand for short, tightly supervised trips, typically a day or two in a reality that closely resembles the traveller's own, with small but striking differences. The most popular itinerary at Threshold, a two-day visit to a London where the Great Fire of 1666 never happened, sold out eleven months in advance.</p>
<p>"People do not want danger. They want difference," said Threshold's chief executive, Amara Westbrook, in an interview. "They want to see their own city with a different skyline, eat in a restaurant that closed here twenty years ago, and come home for dinner."</p>
<p>Prices remain high. A standard two-day package costs between $3,800 and $6,500 per person, with insurance and mandatory medical screening charged separately.</p>
<h2>A rulebook that lags</h2>
<p>Regulators say the industry's success has exposed gaps in oversight. Crossings are licensed under the International Portal Safety Convention, but the convention says little about the companies that sell trips through them. Operators largely set their own rules on group sizes, guide training and emergency procedures.</p>
<p>"A cruise line has to meet a hundred pages of maritime rules before it leaves port. A portal tour company has to meet about four," said Dr. Solveig Amundsen, an adviser to the European Commission's transport directorate. She said the Commission would propose binding safety standards for operators early next year.</p>
<p>Two incidents last year sharpened the debate: a group of nineteen tourists stranded for three days when a crossing in Lisbon closed unexpectedly, and a traveller who was detained by authorities in another reality for carrying a medication that is banned there.</p>
<p>Investors, for now, remain enthusiastic. Shares in Otherside have risen 64 per cent since January. But Rohan Mehta-Clarke, who covers the sector for the broker Kingsmere, said regulation was the main risk. "The business model works," he said. "What nobody knows yet is what it costs once it is properly regulated."</p>`,
    author: 'Desmond Achebe',
    status: 'published',
    tags: ['portal-safety', 'tourism', 'markets', 'trade'],
    image: '/images/sections/financial-desk-3.svg',
    additionalImages: [
      '/images/sections/financial-desk-1.svg',
      '/images/sections/financial-desk-2.svg',
    ],
    hoursAgo: 1500,
  },
  {
    title: 'Battle-zone shop grants: who gets paid first, and who waits',
    section: 'financial-desk',
    summary:
      'A review of city grant records suggests that shops in wealthier districts received damage-control payments weeks sooner than those in poorer ones. The city disputes the comparison.',
    content: `Small businesses damaged in super-powered conflict in wealthier parts of New York received emergency grant payments an average of five weeks sooner than those in poorer neighbourhoods over the past two years, according to a Gazette review of city records.

The review covered 1,486 grants paid through the city's Small Business Recovery Fund since the fund was created. In the ten community districts with the highest median household income, the median wait from application to payment was thirty-four days. In the ten with the lowest, it was seventy-one days.

The city's Department of Small Business Services disputes the comparison. A spokesperson, Grace Tanaka-Obi, said applications from some districts were more often incomplete and that the department had added caseworkers in the Bronx and central Brooklyn this year. "Speed depends on paperwork, not on postcode," she said.

What owners told us

Owners in slower districts described months of waiting while rent, staff and suppliers went unpaid. Yusuf Demir, whose hardware shop on Fordham Road was damaged in March of last year, said he received his grant ninety-eight days after applying. "I sent every form they asked for. Then they asked for them again," he said.

By contrast, a boutique owner on Madison Avenue, who asked not to be named, said her payment arrived in under three weeks after her accountant filed the application.

Still to nail down

Need to rerun the numbers excluding the eighty or so applications the department flagged as incomplete, to test its argument fairly. Desk to check whether the gap holds for grants over $50,000 as well as smaller ones.

Waiting on a response from the Comptroller's office on whether it has audited the fund. Also trying to reach the fund's former director, who left in June, for her account of how applications were prioritised.

One more owner interview from Staten Island would give the piece balance across boroughs; two leads so far, neither confirmed. Photo desk to decide on a shop exterior once the Fordham Road interview is done.`,
    author: 'Desmond Achebe',
    status: 'draft',
    tags: ['local-business', 'reconstruction', 'damage-control'],
    hoursAgo: 210,
  },

  // ── Arts & Culture ─────────────────────────────────────────────────────
  {
    title: 'Museum of Other Worlds opens a wing built from salvaged incursion debris',
    section: 'arts-culture',
    summary:
      "The new Threshold Wing uses steel, glass and stone recovered from last year's Jersey City incursion. Curators call it a memorial you can walk through; some survivors are less sure.",
    content: `<p>The Museum of Other Worlds in Lower Manhattan opened its long-awaited Threshold Wing on Sunday, a four-storey gallery built almost entirely from steel, glass and stone recovered from the debris of last year's Jersey City incursion.</p>
<p>More than 6,000 visitors passed through the wing on its opening day, according to the museum, many of them queuing from before dawn on Pearl Street. Admission was free for residents of Jersey City and for anyone who lost a relative in the incursion.</p>
<h2>Built from what was left</h2>
<p>The architect, Seo-yeon Park-Adeyemi, spent eighteen months working with salvage crews to select material from the roughly 40,000 tonnes of rubble left when a neighbouring reality briefly overlapped with the Paulus Hook waterfront. Beams from a collapsed parking garage form the wing's main staircase. The floor of the central gallery is paved with stone from a church that existed only in the other reality and was left behind when the overlap ended.</p>
<p>"Every piece in this building came from somewhere and from someone," Ms. Park-Adeyemi said at the opening. "We did not want to make something new to remember what was lost. We wanted to make something out of what was lost."</p>
<p>The galleries themselves hold objects that crossed during the event: street signs in an alphabet no linguist has yet identified, a bicycle with three wheels, and a handwritten shopping list that museum staff have framed and hung at eye level without translation.</p>
<h2>A memorial, and an argument</h2>
<p>The museum's director, Dr. Cornelius Abernathy-Vance, called the wing "a memorial you can walk through." A small wall near the entrance lists the names of the 112 people from this reality who died in the incursion.</p>
<p>Not everyone is comfortable with the idea. Outside the entrance on Sunday, a group of about twenty survivors and relatives held a quiet vigil. Their spokesperson, Deborah Kaminski-Ortiz, whose brother died when the garage collapsed, said the group had asked the museum to leave some of the debris where it fell, as a memorial on site.</p>
<blockquote>"It's beautifully done. I'm not saying it isn't," Ms. Kaminski-Ortiz said. "But my brother's last day is now a staircase in Manhattan, and nobody asked us if that was all right."</blockquote>
<p>The museum said it had consulted a families' advisory panel throughout the design process and would continue to meet with relatives. A permanent outdoor memorial at Paulus Hook, funded separately by the state of New Jersey, is due to be completed next year.</p>`,
    author: 'Rosa Delgado-Kim',
    status: 'published',
    featured: true,
    tags: ['museums', 'incursion', 'reconstruction', 'memorial', 'exhibitions'],
    image: '/images/sections/arts-culture-1.svg',
    additionalImages: [
      '/images/sections/arts-culture-2.svg',
      '/images/sections/arts-culture-3.svg',
    ],
    hoursAgo: 420,
  },
  {
    title: 'Novelist from Earth-1218 wins a prize for a book she never wrote here',
    section: 'arts-culture',
    summary:
      'Marisol Etxeberria, a visiting author from a neighbouring reality, has won the Halloran Prize for a novel that her counterpart in this world never finished. Both women attended the ceremony.',
    content: `The Halloran Prize for fiction, one of the most closely watched literary awards in the English-speaking world, was awarded on Thursday night to a novel written by an author from a neighbouring reality, about a life her counterpart in this world never lived.

Marisol Etxeberria, who has lived in London on a visiting author's permit since crossing from Earth-1218 two years ago, won the £40,000 prize for "The Salt Ledger", a novel about three generations of a fishing family on the Basque coast. In her reality, the book was published to acclaim a decade ago. In this one, it was never finished.

Her counterpart, the Bilbao-based writer also named Marisol Etxeberria, abandoned a manuscript with the same title in 2014 after her mother's death. She sat in the front row at the ceremony at the British Library and was the first to stand when the winner was announced.

Two women, one prize

"I always wondered what the book would have become," the Bilbao writer told the Gazette after the ceremony, speaking in Spanish. "Now I know. It is better than I would have made it, and I am allowed to say that, because it is partly mine."

Accepting the award, the visiting author thanked "the woman who started this book and the grief that stopped her," and said she would split the prize money between them. The two have met regularly since last year and are working on a joint translation into Basque.

A question for the judges

The decision was not without controversy. Under rules introduced in 2019, the Halloran accepts works by authors from other realities provided they are published for the first time in this one. Some writers argued that the book had effectively been published before, just not here.

"The rules say one thing, the spirit says another," said the novelist Graham Ashdown-Pike, a previous winner, who wrote to the organisers in September. "I have nothing against the book. I have a question about fairness to authors who only get one world to work in."

The chair of judges, Professor Nkechi Adebanjo-Hale, defended the panel's choice. "We judge the book in front of us, in the world in front of us," she said. "It is the best novel published in this reality this year. Where else it has been is a matter for other prizes."

Sales of the novel rose sharply on Friday morning. Its British publisher, Harrow & Finch, said it had ordered a reprint of 50,000 copies.`,
    author: 'Rosa Delgado-Kim',
    status: 'verified',
    tags: ['books', 'timeline-variance'],
    image: '/images/sections/arts-culture-2.svg',
    hoursAgo: 730,
  },
  {
    title: 'Opera about the Battle of the Bridge sells out in four realities at once',
    section: 'arts-culture',
    summary:
      '"Span", a new opera about the day a suspension bridge was held together by volunteers, opened on the same night in four realities. Each production cast local survivors in its chorus.',
    content: `<p>An opera about one of the best-remembered days in recent history, when a group of volunteers held a collapsing suspension bridge together long enough for 3,000 commuters to cross to safety, has sold out its opening runs in four realities at once.</p>
<p>"Span", by the composer Aurelio Mbatha-Lindgren and the librettist Ruth Okonedo, premiered on Saturday night in New York and, on the same evening, through an arrangement between four opera companies and the licensed crossing authorities, in versions of New York in three neighbouring realities where the same bridge, and much the same battle, also took place.</p>
<h2>One story, four endings</h2>
<p>The details differed. In this reality, the bridge held and all of the commuters survived, though two of the volunteers did not. In one of the others, the bridge fell minutes after the last car crossed. In another, the volunteers were led by a different hero entirely. Each company adapted the third act to its own history, while the music of the first two acts remains the same.</p>
<p>"We wrote an opera about people choosing to stand somewhere dangerous for strangers," Mr. Mbatha-Lindgren said before the premiere. "That happened in every one of these worlds. The ending is just the part that changed."</p>
<h2>The chorus</h2>
<p>The production's most talked-about decision was to cast survivors in the chorus. In the New York staging at the Metropolitan Opera, forty-two of the sixty chorus members were on the bridge that day, either as commuters or volunteers. They rehearsed for five months alongside professional singers.</p>
<p>Theresa Vukovic, a retired bus driver who was behind the wheel of the last vehicle to cross, sings in the second act. "I was scared I'd freeze when the orchestra played the bridge music," she said. "Instead I just thought about the people in my bus. We sang it for them."</p>
<p>Critics were broadly admiring. Writing in these pages, the music critic Leopold Anansi described the score as "restless, brass-heavy and then, in the final ten minutes, almost unbearably quiet," though he found the libretto's second act "more pageant than drama."</p>
<p>All four productions are sold out through the end of the season. The Metropolitan Opera said it would broadcast its performance live to cinemas and public squares on the anniversary of the battle next month.</p>`,
    author: 'Rosa Delgado-Kim',
    status: 'published',
    tags: ['music', 'memorial', 'heroes'],
    image: '/images/sections/arts-culture-3.svg',
    hoursAgo: 1900,
  },
  {
    title: 'Queens muralists repaint the flyover where a giant once stood',
    section: 'arts-culture',
    summary:
      'Twenty-three artists spent nine days covering the Woodhaven Boulevard flyover in colour, around two vast footprints left by a giant combatant eight years ago. The footprints stay.',
    content: `Twenty-three artists spent nine days this month repainting the concrete walls of the Woodhaven Boulevard flyover in Queens, turning one of the borough's grimmest stretches of road into a quarter-mile mural, and leaving untouched the two enormous footprints that made the site famous.

The footprints, each about eleven metres long and pressed half a metre deep into the concrete, were left eight years ago when a giant combatant stood on the flyover during a fight that closed the road for three days. The city repaired the road surface but never removed the prints from the retaining wall below, where the giant braced a foot as it fell.

"People ask why we did not paint over them. The answer is, they are the point," said Inés Varela-Quon, the Forest Hills artist who organised the project. "Everybody who drives under this road has a story about that day. We wanted to paint the stories, not hide the scar."

Stories from the neighbourhood

The mural was designed after a series of workshops held at the Rego Park library in the spring, where residents were invited to describe what they remembered of the fight and what the neighbourhood has been like since. More than 400 people took part.

The resulting images include a school bus full of children waving from a side street, a grandmother handing out water bottles to firefighters, and, in the largest panel, a line of ordinary people walking home across the flyover once the road reopened.

"My father is in there, in the blue jacket," said Aditya Raman, 17, pointing to a figure near the western end. "He walked six miles home that night because the trains were down. He says he does not remember it being that dramatic. I told him that is not what the painting is for."

Funding and upkeep

The project cost about $180,000, paid for by the city's Department of Cultural Affairs, a neighbourhood arts foundation and a grant from the transport authority, which owns the walls. The paint includes a protective coating that the artists say should keep the colours bright for at least a decade.

Maintenance is the next challenge. The transport authority has agreed to clean the mural twice a year, and a group of volunteers calling themselves the Footprint Keepers has promised to touch up any graffiti within a week.

Councilmember Rafael Okafor-Liang called the mural "a reminder that Queens did not just survive that day, it looked after itself." A formal dedication is planned for the anniversary of the fight in October.`,
    author: 'Rosa Delgado-Kim',
    status: 'verified',
    tags: ['queens', 'murals', 'community', 'street-level'],
    image: '/images/sections/arts-culture-1.svg',
    additionalImages: ['/images/sections/arts-culture-3.svg'],
    hoursAgo: 1100,
  },
  {
    title: "Film festival pulls a documentary after its subject's variant objects",
    section: 'arts-culture',
    summary:
      'The Hudson Valley Film Festival withdrew "Two Coats" hours before its premiere after a version of its subject from another reality said she had never agreed to appear in a public film.',
    content: `<p>The Hudson Valley Film Festival withdrew a documentary from its programme on Friday, hours before its scheduled premiere, after a version of the film's subject from another reality objected that she had never agreed to appear in it.</p>
<p>"Two Coats", directed by the documentary maker Farid Castellanos-Obi, follows two versions of the same woman, a retired firefighter named Helen Markovic, one from this reality and one from Earth-1301, as they meet for the first time and compare lives that diverged when they were nineteen.</p>
<h2>Consent, twice over</h2>
<p>The Helen Markovic of this reality signed a release and had planned to attend the premiere in Rhinebeck. Her counterpart, who returned to Earth-1301 last year, sent a letter through the festival's legal counsel on Thursday stating that she had consented to being filmed for "a private family record", not a public release.</p>
<p>"She is me, and she is not me, and she does not get to decide for me," the letter read, according to a copy seen by the Gazette. "I did not sign anything in your world because nobody asked me to."</p>
<p>The festival's artistic director, Miriam Sokolov-Adair, said the decision to pull the film was made "with real regret" after lawyers advised that the festival could not establish clear consent from both subjects. "We believe in this film," she said. "We also believe that people get to say no."</p>
<h2>A legal grey zone</h2>
<p>Media lawyers said the dispute falls into a gap in existing law. Releases and privacy rights are generally governed by the jurisdiction where filming takes place, but the Earth-1301 Helen Markovic was filmed both here and in her own reality, and it is unclear which law applies to footage shot across the two.</p>
<p>"Our law assumes that one face belongs to one person," said Professor Abigail Nwachukwu-Reyes, who teaches media law at Fordham University. "A film with two people who share a face, a name and a birth certificate, but not a signature, is exactly the case the law never imagined."</p>
<p>Mr. Castellanos-Obi said in a statement that he had acted in good faith and hoped to resolve the matter directly with both women. The Helen Markovic of this reality said she was disappointed but understood. "She was always the stubborn one," she said. "I suppose that means I am, too."</p>
<p>The festival said it would refund all tickets for the screening. It was not clear on Saturday whether the film would be released elsewhere.</p>`,
    author: 'Rosa Delgado-Kim',
    status: 'developing',
    tags: ['film', 'timeline-variance', 'festival'],
    image: '/images/sections/arts-culture-2.svg',
    hoursAgo: 60,
  },
  {
    title: 'What a hero memorabilia auction says about the price of fame',
    section: 'arts-culture',
    summary:
      "A torn cape, a dented parade shield and a signed arrest report headline next month's sale of hero memorabilia in Manhattan. Early bids suggest collectors value stories over powers.",
    content: `A torn red cape, a dented replica shield used in a charity parade, and a police arrest report signed by two costumed heroes are among the 214 lots going under the hammer next month at Whitmore & Pryce in Manhattan, in what the auction house calls the largest single sale of hero memorabilia ever held in New York.

Estimates range from $200 for a set of commemorative transit cards to $1.2 million for the cape, which the catalogue says was worn during the defence of a Midtown hospital eleven years ago. The hero it belonged to, who retired in 2019, is not named in the catalogue but has confirmed the item's origin through a lawyer.

"Collectors are not really buying fabric and metal," said Eleanor Voss-Mbeki, the head of the sale. "They are buying a moment. The higher the estimate, the better the story that goes with it."

Stories over powers

Early bidding data from the auction house's online catalogue suggests that objects linked to acts of rescue draw more interest than those linked to fights, and that items belonging to heroes without powers are attracting bids as high as those with them.

A pair of boots worn by a registered responder during a tenement fire in the Bronx, estimated at $40,000, has already received more pre-sale bids than a fragment of armour from one of the best-known battles of the decade.

To add before filing

Quotes from at least one collector and one critic of the trade. Dr. Marcus Halliwell at New York University has written about the ethics of selling objects from events where people died; he has agreed to talk on Thursday.

Confirm with the auction house how much of the proceeds go to the consignors and whether any lots benefit victims' funds. The catalogue mentions a charity share for eleven lots but gives no figures.

Need a line from the hospital on whether it was consulted about the cape. Also check whether any lots have been withdrawn since the catalogue went out, as one dealer suggested on the phone on Monday.`,
    author: 'Rosa Delgado-Kim',
    status: 'draft',
    tags: [],
    image: '/images/sections/arts-culture-3.svg',
    hoursAgo: 140,
  },

  // ── Obituaries & Legacy ────────────────────────────────────────────────
  {
    title: 'Margarethe Oyelaran, guardian of the Ashgrove portal, dies at 87',
    section: 'obituaries-legacy',
    summary:
      'For forty-four years she kept watch over a portal in a Derbyshire meadow, logging every opening by hand and turning away the curious with tea. She died at home on Tuesday.',
    content: `<p>Margarethe Oyelaran, who for forty-four years kept watch over a portal in a meadow outside the Derbyshire village of Ashgrove, logging every opening in a stack of handwritten ledgers and turning away the curious with tea and firm advice, died on Tuesday at her home, a stone cottage overlooking the field. She was 87.</p>
<p>Her death was confirmed by her son, Samuel Oyelaran, who said she died peacefully in her sleep after a short illness.</p>
<h2>A watch that began by accident</h2>
<p>Mrs. Oyelaran was born Margarethe Lindqvist in Gothenburg, Sweden, in the spring of 1937, and moved to England in 1961 after marrying Adebayo Oyelaran, a Nigerian-born engineer she met at a dance in Manchester. The couple bought the Ashgrove cottage in 1979, unaware, she later said, that the lower meadow came with "a door in it".</p>
<p>The portal, an aperture roughly the width of a farm gate that opened on average eleven times a year, had been known locally for generations but never formally recorded. After her husband nearly walked into it while mending a fence, Mrs. Oyelaran began writing down each opening: the date, the hour, the weather, and what could be seen on the other side.</p>
<p>Her ledgers, forty-one volumes in all, became the longest continuous record of a single portal anywhere in the world. Researchers from the University of Sheffield began visiting in the 1990s, and in 2008 the site was among the first in Britain to be placed on the international portal register, largely on the strength of her notes.</p>
<blockquote>"Every rift physicist in Europe learned something from that kitchen table," said Dr. Priyanka Hollis-Meyer, who studied the Ashgrove portal for her doctorate. "She had no training at all, and her records were better than ours."</blockquote>
<h2>Tea and a firm no</h2>
<p>In later years, the meadow drew thrill-seekers hoping to step through. Mrs. Oyelaran turned them away personally, usually after a cup of tea and a short talk about what might be waiting on the other side. Villagers estimated that she sent home several hundred visitors over the decades. None were known to have crossed on her watch.</p>
<p>She was appointed MBE for services to public safety in 2015, and kept the medal in a biscuit tin next to the ledgers.</p>
<p>Her husband died in 2004. She is survived by her son, two daughters, Ingrid and Folake, and six grandchildren. Her ledgers will be donated to the Science Museum in London. The watch at the meadow has passed to Folake, who moved into the cottage last year and has already begun volume forty-two.</p>`,
    author: 'Jonah Whitcombe',
    status: 'published',
    tags: ['memorial', 'portal-safety', 'rift-monitoring'],
    image: '/images/sections/obituaries-legacy-1.svg',
    additionalImages: ['/images/sections/obituaries-legacy-2.svg'],
    hoursAgo: 270,
  },
  {
    title: 'Captain Solace, lost in Earth-4102 but alive in ours, remembered at twin services',
    section: 'obituaries-legacy',
    summary:
      'The Earth-4102 version of the hero known as Captain Solace died holding back a storm surge so a hospital ship could escape. At her memorial, the Captain Solace of our world read the eulogy.',
    content: `The hero known in two realities as Captain Solace was remembered at twin services on Saturday: one in Boston on Earth-4102, where she died last month shielding a hospital ship from a collapsing sea wall, and one in Boston on this world, where she is alive, well, and delivered the eulogy herself.

Captain Solace, whose given name in both realities is Renata Obuya-Hartmann, was 58 in Earth-4102. For more than thirty years there, she led coastal rescue operations with an ability to generate shields of hardened light large enough to cover a city block. She died on the night of the third of last month, when a storm surge breached the harbour defences and she held back the water long enough for the hospital ship Mercy of Charlestown to clear the docks with 412 patients aboard.

She did what I would have done

The Captain Solace of this world, who retired from active duty four years ago and now trains emergency responders, crossed to Earth-4102 with permission from both governments to attend the first service and returned in time for the second.

"She did exactly what I would have done, and that is the strangest comfort I have ever been given," she told mourners at Old North Church, her voice catching. "I have spent my life wondering whether I would be brave enough when it mattered. She answered that for both of us."

The two women met only three times, most recently at a cross-reality emergency conference in Halifax two years ago. Friends say they spent most of that meeting comparing the scars on their hands.

A life in two harbours

In Earth-4102, Captain Solace was the founder of the Harbour Light Corps, a volunteer rescue service that now has more than 900 members along that world's eastern seaboard. Its deputy commander, Tobias Wren-Agyeman, described her as "impossible to argue with and impossible not to follow."

She is survived in that reality by her wife, Marguerite, a marine biologist, and by two adopted sons. The families of both Captains Solace, who had never met before, sat together in the front pews at the first service.

In this reality, the Harbour Light Corps does not exist. On Saturday evening, the Captain Solace of this world announced that she intends to start it, and that its first training class will meet in Charlestown in the spring.`,
    author: 'Jonah Whitcombe',
    status: 'published',
    tags: ['memorial', 'timeline-variance', 'heroes'],
    image: '/images/sections/obituaries-legacy-2.svg',
    hoursAgo: 620,
  },
  {
    title: 'Bernard Tsai, the engineer who rebuilt the Brooklyn Bridge twice, dies at 79',
    section: 'obituaries-legacy',
    summary:
      'Bernard Tsai led the restoration of the Brooklyn Bridge after it was torn from its moorings in two battles fourteen years apart. He died on Sunday at his home in Park Slope.',
    content: `<p>Bernard Tsai, the structural engineer who twice led the restoration of the Brooklyn Bridge after it was badly damaged in super-powered battles fourteen years apart, and who liked to say that he knew every rivet on it by name, died on Sunday at his home in Park Slope. He was 79.</p>
<p>His daughter, Dr. Lillian Tsai, said the cause was heart failure.</p>
<h2>The first rebuild</h2>
<p>Mr. Tsai was born in Taipei in 1945 and arrived in New York at the age of sixteen, speaking little English. He studied civil engineering at the Cooper Union and spent the first two decades of his career with the city's Department of Transportation, inspecting bridges across the five boroughs.</p>
<p>He was the department's chief bridge engineer when, on a summer evening in the late 1990s, a battle over the East River tore two of the bridge's main suspension cables loose and left the roadway hanging at an angle. Mr. Tsai was on site within an hour and, by colleagues' accounts, did not leave for three days.</p>
<p>The restoration took twenty-two months. Mr. Tsai insisted that every piece of original stonework that could be saved be numbered, catalogued and returned to its place. "The bridge is older than anyone who walks on it," he told a reporter at the time. "We owe it the courtesy of putting it back the way we found it."</p>
<h2>And then again</h2>
<p>Fourteen years later, by then retired, he was called back as a consultant after a second battle damaged the Manhattan tower. The restoration team used his original catalogue to find and replace stones that had been knocked into the river, recovering more than 300 of them by diver.</p>
<p>"Bernie had a map of that bridge in his head that no computer ever matched," said Angela Moretti-Walsh, who worked under him on both projects and later became the department's first woman chief engineer. "When we needed to know where a stone belonged, we did not look it up. We called him."</p>
<p>Outside work, Mr. Tsai was a devoted amateur cellist and a regular at Sunday concerts in Prospect Park. He walked across the bridge every year on the anniversary of its first reopening, usually alone and always at sunrise.</p>
<p>He is survived by his wife of fifty-one years, Grace, by his daughter and son, Lillian and Michael, and by four grandchildren. The family has asked that in place of flowers, donations be made to a scholarship for immigrant engineering students at the Cooper Union.</p>`,
    author: 'Jonah Whitcombe',
    status: 'published',
    tags: ['memorial', 'reconstruction', 'brooklyn'],
    image: '/images/sections/obituaries-legacy-3.svg',
    hoursAgo: 1250,
  },
  {
    title: 'Dr. Amara Felsted, the physicist who charted the first stable rift, dies at 91',
    section: 'obituaries-legacy',
    summary:
      'Her 1974 measurements described a rift that could stay open safely, and her insistence on caution shaped the portal rules that followed. She died on Friday in Cambridge, Massachusetts.',
    content: `Dr. Amara Felsted, the physicist whose measurements of a stable rift in the Nevada desert in 1974 opened a new field of science, and whose later insistence on caution shaped the portal safety rules now used in almost every country, died on Friday at her home in Cambridge, Massachusetts. She was 91.

Her death was announced by the Massachusetts Institute of Technology, where she taught for thirty-eight years. No cause was given.

The rift at Dry Lake

Dr. Felsted was a thirty-one-year-old researcher at a government laboratory when she was sent to investigate reports of a "standing shimmer" on a dry lake bed north of Las Vegas. Over eleven weeks, living in a trailer with two colleagues, she recorded the first detailed measurements of a rift that stayed open without collapsing or widening.

Her paper describing the site, published the following year, showed that stable rifts obeyed consistent physical rules. It has been cited more than 14,000 times and is still taught in introductory courses.

"Before Amara, rifts were weather. After Amara, they were physics," said Professor Daniel Okoro-Hayes, who was her doctoral student in the 1980s and now leads the institute's aperture research group. "She gave us the first map, and she told us to be careful with it."

The voice of caution

As governments and companies began to look for ways to use rifts, Dr. Felsted became one of the most persistent voices for restraint. She testified before Congress nine times and helped draft the first international guidelines on portal safety, which required any opening to be surveyed for at least a year before anything crossed.

Her position was not always popular. In 1996 an industry group called her "the most expensive pessimist in America." She had the quote framed and hung it in her office.

"I am not against doors," she said in a 2011 interview. "I am against walking through them before we know whose house is on the other side."

Colleagues remembered her as generous with students, fierce in seminars and devoted to her garden, where she grew roses from cuttings collected in three countries.

Dr. Felsted never married. She is survived by a nephew, Erik, and by what Professor Okoro-Hayes described as "several hundred scientists who think of her as family." The institute will hold a memorial in the spring.`,
    author: 'Jonah Whitcombe',
    status: 'published',
    tags: ['memorial', 'rift-monitoring', 'portal-safety', 'science'],
    image: '/images/sections/obituaries-legacy-1.svg',
    hoursAgo: 1700,
  },
  {
    title: "The Lamplighter, Harlem's night-shift hero, dies in one world and retires in another",
    section: 'obituaries-legacy',
    summary:
      'Curtis Mayweather-Bell patrolled Harlem at night for thirty years as the Lamplighter. In Earth-7720 he died on duty; in ours, he hung up the lantern and opened a diner.',
    content: `<p>For thirty years, residents of Harlem knew that if a street light went out on their block, someone would be by before morning. Curtis Mayweather-Bell, who patrolled the neighbourhood at night as the Lamplighter, carried a brass lantern whose light could blind an attacker or guide a lost child home, and he was rarely seen in daylight.</p>
<p>In the reality designated Earth-7720, Mr. Mayweather-Bell died on the night of the ninth of last month, aged 64, after stepping between a gunman and a group of teenagers on Lenox Avenue. In this reality, where the same teenagers were never on that corner, he retired two years ago and now runs a diner on Malcolm X Boulevard. He was told of his counterpart's death by a cross-reality liaison officer on a Tuesday morning, between the breakfast and lunch rushes.</p>
<h2>Two lives, one lantern</h2>
<p>The two men's lives ran side by side for most of their six decades. Both were born at Harlem Hospital, both boxed as teenagers at the same Police Athletic League gym, and both discovered at seventeen that they could draw light from any source into the lantern their grandmother had left them.</p>
<p>"People in his Harlem say he never took a night off, not for birthdays, not for Christmas," said Odessa Lyle-Grant, a community historian in Earth-7720 who organised his memorial. "He knew the name of every child on every block, and their mothers knew his."</p>
<p>In this reality, Mr. Mayweather-Bell put down the lantern after a knee injury and a long talk with his wife, Loretta. The diner, called the Lantern, serves breakfast all day and employs nine young people from the neighbourhood.</p>
<h2>A memorial on Lenox Avenue</h2>
<p>Mr. Mayweather-Bell crossed to Earth-7720 for the funeral, where, according to people who attended, mourners fell silent when he walked in. He did not speak at the service, but afterwards he left his own lantern on the corner where his counterpart died.</p>
<p>"I kept thinking that could have been my last night, if one thing had gone differently," he said on his return, sitting in a booth at the diner. "He stayed out there. I came inside. I don't know which of us was right. I know he was brave."</p>
<p>The Lamplighter of Earth-7720 is survived by his sister, Beatrice, and by a son, Marcus. Residents of Harlem in this reality have begun leaving candles outside the diner, and Mr. Mayweather-Bell has asked that anyone who wishes to remember his counterpart do one simple thing: report a broken street light.</p>`,
    author: 'Jonah Whitcombe',
    status: 'published',
    tags: ['memorial', 'harlem', 'timeline-variance', 'heroes', 'street-level', 'community'],
    image: '/images/sections/obituaries-legacy-2.svg',
    hoursAgo: 2050,
  },
  {
    title: 'Rosalind Fairweather, the first archivist of alternate timelines, dies at 84',
    section: 'obituaries-legacy',
    summary:
      'Rosalind Fairweather built the first public archive of documents from other realities, beginning with a single shoebox of letters found in an Edinburgh close. She died on Wednesday.',
    content: `Rosalind Fairweather, the archivist who founded the world's first public collection of documents from other realities, beginning with a single shoebox of letters that had crossed through a portal in an Edinburgh close, died on Wednesday at a care home in the city's Morningside district. She was 84.

Her death was confirmed by the National Library of Scotland, which has housed the Fairweather Collection since 1998.

A shoebox in Advocate's Close

Ms. Fairweather was working as an assistant librarian in 1971 when a neighbour brought her a shoebox of letters found in a stairwell on Advocate's Close, in Edinburgh's Old Town. The letters were addressed to people who had lived on the close, written in their handwriting, and described events that had never happened.

Rather than dismiss them, she catalogued them. Over the next five decades, she collected, verified and preserved more than 180,000 documents from at least thirty-seven realities, including diaries, newspapers, maps, school reports and one complete set of parliamentary records from a Scotland that had never joined the United Kingdom.

"She understood before anyone else that the other worlds were not just a physics problem," said Dr. Callum Drummond-Osei, the collection's current keeper. "They were full of people, and people leave paper behind."

Rules for the unknowable

Ms. Fairweather developed many of the standards archivists still use to record where a document came from when its origin cannot be checked in the usual way. Her cataloguing system, known in the profession simply as "the Fairweather codes", records not only the reality of origin but how confident the archivist is in that attribution.

She was also protective of the people in the papers. She refused for decades to let researchers publish the private letters of individuals who might have counterparts alive in this world. "Just because a person lives somewhere else does not mean they gave up their privacy," she told a conference in 2009.

Family and final years

Ms. Fairweather never retired fully, visiting the collection every Thursday until last spring. Staff kept a chair for her beside the original shoebox, which is displayed under glass in the library's reading room.

She is survived by her partner of forty years, the poet Iona MacAskill, and by a niece and two nephews. A memorial reading, drawn from letters in the collection, will be held at the library next month.`,
    author: 'Jonah Whitcombe',
    status: 'published',
    tags: ['memorial', 'timeline-variance', 'museums', 'archives'],
    image: '/images/sections/obituaries-legacy-3.svg',
    hoursAgo: 2200,
  },
];
