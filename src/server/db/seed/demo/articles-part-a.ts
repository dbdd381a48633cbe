import type { DemoArticle } from './types';

/**
 * Demo stories, part A: global affairs, Avenger affairs, mutant rights and
 * registration, science and technology, and crime and justice (six each).
 */
export const demoArticlesPartA: DemoArticle[] = [
  // ── Global Affairs ────────────────────────────────────────────────────────
  {
    title: 'Twelve Realities Sign Geneva Threshold Pact Limiting Unscheduled Portal Crossings',
    section: 'global-affairs',
    summary:
      'After nine days of talks, delegates from twelve neighbouring Earths agreed to a shared registry of crossings and a seventy-two-hour notice rule for non-emergency portals.',
    content: `<p>GENEVA — Delegates from twelve neighbouring Earths signed an agreement on Thursday evening that, for the first time, places unscheduled portal crossings between their realities under a common set of rules. The Geneva Threshold Pact, concluded after nine days of talks at the Palais des Nations, requires any government or licensed operator to file seventy-two hours' notice before opening a non-emergency portal into a signatory reality.</p>
<p>The pact also creates a shared registry of crossings, to be maintained by a small secretariat in Geneva with liaison offices on each participating Earth. Emergency crossings, including disaster relief and the pursuit of fugitives, remain exempt from the notice rule but must be reported within six hours.</p>
<h2>A compromise built on near-misses</h2>
<p>Negotiators said the talks were driven by a string of near-collisions over the past year, in which portals opened by separate parties overlapped in the same physical space. The most serious, over the Atacama Desert last October, destabilised a seismic fault and forced the evacuation of two mining towns.</p>
<p>"We were lucky in the Atacama, and luck is not a policy," said Ambassador Oluwaseun Adebayo-Reyes of Earth-616, who chaired the final session. "Every reality at this table has had a crossing it could not account for. Now we will at least know who is knocking, and when."</p>
<blockquote>"This is not a wall. It is a doorbell, and for the first time everyone has agreed to ring it." — Mireille Arnault, delegate of Earth-4231</blockquote>
<h2>Holdouts and enforcement</h2>
<p>Three realities that sent observers, including two whose governments were formed after recent incursion events, declined to sign. Their delegates said the registry could be used to track refugees and dissidents who cross without state permission. The text includes a clause barring the registry from recording the identities of individual travellers, but critics called the safeguard thin.</p>
<p>"A list of doors is a list of escape routes," said Tomasz Wierzbicki, a legal adviser to one of the observer delegations. "Whoever holds the list decides who gets out."</p>
<p>Enforcement will rest with the signatories themselves. Violations will be referred to a panel of five arbitrators drawn from different Earths, which may recommend suspending a state's access to the registry. The pact carries no military provisions.</p>
<p>The agreement must now be ratified by the twelve governments. Officials expect the first registry entries to be filed within six months, and the secretariat has already advertised for forty staff, including translators for dialects that exist in only one reality.</p>`,
    author: 'Priya Castellanos',
    status: 'published',
    featured: true,
    tags: ['portal-safety', 'treaty', 'incursion', 'earth-616', 'diplomacy'],
    image: '/images/sections/global-affairs-1.svg',
    additionalImages: [
      '/images/sections/global-affairs-2.svg',
      '/images/sections/global-affairs-3.svg',
    ],
    hoursAgo: 30,
  },
  {
    title: 'Baltic Rift Towns Brace as Second Incursion Window Opens',
    section: 'global-affairs',
    summary:
      'Coastal communities in Lithuania were told to keep emergency bags packed after sensors recorded the second thinning of the boundary between realities in less than a month.',
    content: `KLAIPĖDA, Lithuania — Residents of a string of coastal towns along the Baltic Rift were told on Sunday to keep emergency bags packed as monitoring stations recorded the opening of a second incursion window in less than a month. The window, a period in which the boundary between this reality and a neighbouring one grows thin enough for matter to pass, is expected to last between four and eleven days.

Lithuanian civil protection officials said sensors at Nida and Juodkrantė had measured a sharp rise in boundary flux shortly after dawn. No physical breach has been recorded. Ferry services across the Curonian Lagoon have been suspended as a precaution, and two primary schools near the shoreline will teach remotely until further notice.

What residents were told

"We are not evacuating, and I want to be clear about that," said Rasa Jankauskienė, the deputy head of the regional emergency management department, at a briefing in Klaipėda. "We are asking people to be ready. If the readings cross the threshold we agreed with our scientific advisers, we will move quickly, and we have buses on standby for that."

The first window, which closed on the ninth of last month, left behind a shallow crater on a beach north of Nida and a patch of pine forest whose needles turned a pale copper colour. Scientists from Vilnius University are still studying samples taken from the site, and have so far declined to say what caused the discolouration.

Anxiety on the shore

In Juodkrantė, a village of fewer than seven hundred people, shopkeepers said trade had collapsed since the first event. "Nobody books a summer house near a hole in the world," said Giedrius Petrauskas, who runs a smokehouse near the harbour. "My family has sold fish here for four generations. I am not leaving, but I am watching the sky more than I used to."

Neighbouring Latvia and Poland have placed their own coastal services on heightened alert. The European Commission said it was ready to release money from its incursion resilience budget if the situation deteriorated, and that a team of boundary physicists was travelling to Klaipėda on Monday.

The Gazette will update this report as new readings are published.`,
    author: 'Ines Moreau',
    status: 'developing',
    tags: ['incursion', 'baltic-rift', 'evacuation'],
    image: '/images/sections/global-affairs-2.svg',
    hoursAgo: 18,
  },
  {
    title: 'Earth-838 Recalls Envoy in Dispute Over Refugee Crossing Quotas',
    section: 'global-affairs',
    summary:
      'A row over how to share the people displaced by the collapse of Earth-2209 has pulled a senior envoy home, leaving nine thousand arrivals in Pennsylvania uncertain of their future.',
    content: `<p>The government of Earth-838 recalled its senior envoy to this reality on Monday, escalating a months-long dispute over how many people displaced by last winter's collapse of the neighbouring Earth-2209 should be allowed to resettle on each side of the boundary.</p>
<p>Envoy Casimir Delacroix-Hale left his residence in Washington shortly after noon, according to two officials familiar with his departure. His office issued a brief statement saying he had been "called home for consultations" and that routine consular services would continue.</p>
<h2>The numbers behind the row</h2>
<p>At the heart of the disagreement is a quota system agreed in principle in March. Under the draft, Earth-616 would accept sixty thousand displaced people over two years and Earth-838 would accept forty thousand. Officials on Earth-838 now say their population is smaller and their infrastructure more fragile after their own incursion damage, and they want the split revised to seventy-thirty.</p>
<p>"We signed a framework, not a promise to ruin ourselves," said Liesl Marchetti, a spokesperson for Earth-838's Ministry of External Realities, in a statement relayed through the consular office. "Our hospitals are already treating more than eleven thousand arrivals. We cannot pretend otherwise."</p>
<p>State Department officials said they had offered additional funding for resettlement on Earth-838 but had rejected a change to the percentages. "The framework was negotiated in good faith, and it reflects what both sides agreed they could absorb," said Deputy Assistant Secretary Harold Nwachukwu. "We remain at the table."</p>
<h2>Caught in the middle</h2>
<p>Roughly nine thousand displaced people are living in temporary housing at a processing centre near Harrisburg, Pennsylvania, waiting for their cases to be assigned. Aid workers there said the recall had caused alarm.</p>
<p>"People ask me every morning whether they are going to be sent somewhere else," said Noor Haddad, a coordinator with the relief group Open Threshold. "They have already lost one world. They are terrified of losing their place in line for another."</p>
<p>Diplomats on both sides said they expected talks to resume within weeks. The United Nations Office for Interdimensional Affairs has offered to mediate, though neither government has yet accepted the offer.</p>`,
    author: 'Priya Castellanos',
    status: 'verified',
    tags: ['earth-838', 'refugees', 'diplomacy', 'displaced-realities'],
    image: '/images/sections/global-affairs-3.svg',
    additionalImages: ['/images/sections/global-affairs-1.svg'],
    hoursAgo: 150,
  },
  {
    title: 'UN General Assembly Creates Permanent Seats for Displaced-Reality Delegations',
    section: 'global-affairs',
    summary:
      'Delegations representing peoples whose home worlds were destroyed will be able to speak and propose agenda items, though they will not vote on the budget or new members.',
    content: `NEW YORK — The United Nations General Assembly voted on Wednesday to create a permanent category of membership for delegations representing peoples whose home realities have been destroyed or rendered uninhabitable. The resolution passed with one hundred and twenty-eight votes in favour, nineteen against and thirty-one abstentions.

Under the measure, recognised displaced-reality delegations will be able to speak in the Assembly, sit on its humanitarian committees and propose agenda items. They will not be able to vote on the budget or on the admission of new member states, a limitation that several delegations described as a necessary first step rather than a final settlement.

A seat for the homeless worlds

Seven delegations currently qualify, representing an estimated two million people scattered across at least four host realities. The largest, from the former Earth-2209, has operated from a borrowed conference room on the twentieth floor of the Secretariat building since its world collapsed last winter.

"For eleven months we have been guests," said Anaïs Okonkwo-Leclerc, head of the Earth-2209 delegation, after the vote. "Today the Assembly said that a people does not stop being a people when the ground beneath them disappears. That matters more than any single vote."

Opponents argued that the resolution blurred the line between states and communities. "We have sympathy for these people, deep sympathy," said the representative of one European state that voted against. "But this body is built on territory. Without territory, we are inventing something new without knowing what it will become."

What changes now

The Secretary-General's office said it would publish criteria for recognition within ninety days, including a requirement that delegations show they have been chosen by the communities they claim to represent. A review committee of eleven member states will consider applications.

Humanitarian groups welcomed the vote but said it would not, by itself, solve shortages of housing and medical care. "A seat in this hall does not put a roof over anyone," said Bernard Achterberg of the International Displacement Council. "It gives them a microphone. Now the rest of us have to listen."`,
    author: 'Ines Moreau',
    status: 'published',
    tags: ['united-nations', 'refugees', 'diplomacy', 'displaced-realities'],
    image: '/images/sections/global-affairs-1.svg',
    imagePosition: 'bottom',
    hoursAgo: 420,
  },
  {
    title: 'Sanctions Hit Varkesh Over Illegal Mining of a Neighbouring Reality',
    section: 'global-affairs',
    summary:
      'Western governments froze assets of eleven officials, accusing the Varkeshi state of hauling ore from an uninhabited Earth through an unlicensed portal hidden in a cement works.',
    content: `<p>BRUSSELS — The European Union, the United Kingdom and the United States announced coordinated sanctions on Saturday against the Republic of Varkesh, accusing its government of running an illegal mining operation that has been extracting minerals from an uninhabited neighbouring reality through an unlicensed portal.</p>
<p>The measures freeze assets belonging to eleven senior officials and four state-owned companies, and ban the export to Varkesh of portal-stabilising components and high-capacity energy cells. Officials said further steps were under consideration.</p>
<h2>What investigators found</h2>
<p>According to a dossier released by the EU's foreign affairs service, satellite imagery and boundary-flux readings show a permanent portal operating inside a former cement works near the Varkeshi city of Doran since at least February. Investigators estimate that more than four hundred thousand tonnes of ore, including rare earth deposits and a crystalline mineral with no known equivalent in this reality, have been brought through.</p>
<p>"Taking resources from another world without consent, without oversight and without any assessment of the damage is not a commercial venture. It is plunder," said Kaja Lindholm, the EU's chief negotiator on dimensional affairs, at a press conference in Brussels. "And the instability it creates does not stay on the other side of the door."</p>
<p>Scientists consulted by the EU said the portal's constant operation had thinned the boundary across a wide region, raising the risk of spontaneous breaches in neighbouring countries.</p>
<h2>Varkesh denies the charges</h2>
<p>The Varkeshi foreign ministry rejected the allegations, calling the dossier "fabricated" and saying the facility was a research site operating within international law. Foreign Minister Aurel Denkov said his country would "respond proportionately" and accused Western governments of trying to monopolise access to other realities.</p>
<p>No international treaty yet governs the extraction of resources from uninhabited realities, a gap that legal experts have warned about for years. "There is no law of the sea for the multiverse," said Professor Ngozi Adeyemi-Strand of the Leiden Centre for Transdimensional Law. "Until there is, every government with a drill and a portal will be tempted."</p>
<p>Varkesh has not signed any of the existing agreements on cross-reality crossings, and diplomats said they did not expect it to admit inspectors to the Doran site.</p>`,
    author: 'Priya Castellanos',
    status: 'breaking',
    tags: ['sanctions', 'dimensional-mining', 'diplomacy', 'portal-safety'],
    image: '/images/sections/global-affairs-2.svg',
    hoursAgo: 60,
  },
  {
    title: 'Inside the Quiet Talks to Bring Home 212 Travellers Stranded on Earth-4107',
    section: 'global-affairs',
    summary:
      'Officials from two realities have met in secret near Uppsala to plan a return crossing for an expedition marooned since its portal collapsed last spring.',
    content: `For nearly seven months, two hundred and twelve people from this reality have been living in a converted hotel in a city that, on their side of the boundary, does not exist. They crossed to Earth-4107 on a licensed research expedition last spring. Three days later the portal that carried them collapsed, and no one has been able to open another.

Now, according to four people with knowledge of the discussions, officials from both realities have been meeting in secret at a laboratory outside Uppsala to plan a return crossing, possibly before the end of the year.

A door that will not open

The difficulty is technical as much as political. Earth-4107 sits at an unusual angle to this reality, physicists say, which means portals between the two drift out of alignment within hours. The expedition's original crossing was timed to a narrow window that may not recur for years.

"We are trying to hold open a door that keeps sliding away from the frame," said one engineer involved in the project, who asked not to be named because the talks are confidential. "We think we have a way. We are not yet sure it is safe to put people through it."

Families waiting at home

Relatives of the stranded travellers have formed an association, which meets weekly in Stockholm. Its chair, Margit Holmqvist, whose son is a geologist with the expedition, said families receive short messages through a low-bandwidth signal relay once a week.

"He tells me the food is strange and the people are kind," she said. "He does not tell me whether he is frightened. I think that is for my sake."

Officials on Earth-4107 have been generous hosts, according to the messages, but the city's resources are limited, and local authorities have asked for help covering the cost of housing and medical care for the visitors.

EDITOR: confirm the 212 figure with the Swedish foreign ministry, as the expedition sponsor's list says 209. Need an on-record comment from the Uppsala lab before this runs.`,
    author: 'Ines Moreau',
    status: 'draft',
    tags: [],
    hoursAgo: 900,
  },

  // ── Avenger Affairs ───────────────────────────────────────────────────────
  {
    title: 'Avengers Publish First Independent Audit of Collateral Damage Spending',
    section: 'avenger-affairs',
    summary:
      'The audit found $1.4 billion spent on repairs over three years, but homeowners and small businesses waited far longer for payouts than hotel chains and developers.',
    content: `<p>NEW YORK — The Avengers released the findings of their first independent financial audit on Tuesday, disclosing that the team and its partner agencies spent $1.4 billion over three years repairing property damaged during its operations, and that roughly one in five claims from residents took longer than a year to settle.</p>
<p>The 212-page report was prepared by Ferrand &amp; Oyelaran, an accounting firm based in Chicago, under an agreement reached with the federal oversight panel last year. It covers every operation on Earth-616 in which the team formally acknowledged causing property damage, from collapsed overpasses to a single shattered shop window in Queens.</p>
<h2>Slow payouts, uneven records</h2>
<p>Auditors found that large commercial claims were generally settled within four months, while claims from individual homeowners and small businesses took a median of nine. In some cases, they wrote, records of which operation had caused which damage were "incomplete to the point of being unusable."</p>
<p>"The money was largely spent where it should have been," said Dolores Ferrand, the firm's senior partner, in an interview. "The problem is who waited longest for it. A hotel chain gets a cheque in weeks. A woman who runs a laundromat waits fourteen months. That pattern is not an accident of paperwork."</p>
<p>The team's liaison office said in a statement that it accepted all seventeen of the audit's recommendations, including a guaranteed ninety-day decision on any claim under $250,000 and a public online tracker for open cases.</p>
<ul><li>$1.4 billion spent on repairs over three years</li><li>Median wait for individual claims: nine months</li><li>Seventeen recommendations, all accepted by the team</li></ul>
<h2>Residents want more than promises</h2>
<p>In the Astoria neighbourhood of Queens, where a battle eighteen months ago left six blocks without power for a week, reaction was cautious.</p>
<p>"I read the part where they say they're sorry," said Rafael Quintero, whose bakery lost its front wall and two ovens. "I got paid last month. Last month. I had to borrow from my brother-in-law to reopen. So yes, good report. Let's see the next one."</p>
<p>The oversight panel is expected to hold a public hearing on the audit next month. Representative Janelle Whitcombe, who chairs the House subcommittee responsible for the panel, said she would ask the team to report its progress on each recommendation every quarter.</p>`,
    author: 'Marcus Okafor',
    status: 'published',
    featured: true,
    tags: ['avengers', 'oversight', 'damage-control', 'accountability', 'sokovia-accords-2'],
    image: '/images/sections/avenger-affairs-2.svg',
    imagePosition: 'top',
    additionalImages: [
      '/images/sections/avenger-affairs-1.svg',
      '/images/sections/avenger-affairs-3.svg',
    ],
    hoursAgo: 100,
  },
  {
    title: 'Accords Signatories Split Over Who Commands Cross-Reality Deployments',
    section: 'avenger-affairs',
    summary:
      'A review conference in Vienna has exposed a deep divide between states that want a committee to approve crossings and those that say incursions move too fast for one.',
    content: `VIENNA — Governments that signed the revised Sokovia-style accords last year are deeply divided over who should authorise super-powered teams to operate in other realities, according to a draft communiqué seen by the Gazette and interviews with six delegates attending a review conference this week.

The accords, often called the second accords, require national approval before registered teams act on a country's soil. They are silent on crossings into other realities, a gap that did not seem urgent when they were drafted but has since become the central question of the conference.

Two camps

One group of roughly twenty states, led by Canada and South Korea, wants a standing committee of signatories to approve any cross-reality deployment in advance. Another, which includes several governments that host major teams, argues that a committee would be too slow to respond to incursions, which can escalate within hours.

"If a breach opens above a city, I do not want a video call with forty participants deciding whether anyone can go through," said Lars Bjørnstad, Norway's delegate. "I want people who are trained and accountable to act, and then I want them to answer for what they did."

Others argue that the same logic was used to justify the unchecked operations that led to the accords in the first place. "Every emergency feels like the exception," said Chiamaka Eze-Whitfield, a Nigerian legal scholar advising the African Union delegation. "That is precisely why you write the rules before the emergency, not during it."

The question of consent

Delegates said the hardest issue was what counts as consent from the reality being entered. Some neighbouring Earths have no single government. Others have governments that the signatories do not recognise, or that have asked for help in terms that would be hard to verify.

The draft communiqué proposes a working group to report back in twelve months. Several delegates said privately that the proposal was a way of postponing the argument rather than resolving it.

The conference closes on Friday, when ministers are expected to adopt the communiqué.`,
    author: 'Priya Castellanos',
    status: 'verified',
    tags: ['sokovia-accords-2', 'oversight', 'cross-reality-deployment', 'diplomacy'],
    image: '/images/sections/avenger-affairs-1.svg',
    hoursAgo: 260,
  },
  {
    title: 'Avengers Compound Lockdown Lifted After Containment Alarm in Storage Vault',
    section: 'avenger-affairs',
    summary:
      'Roads were closed and neighbours told to shelter in place for nearly five hours after sensors in a vault holding recovered objects set off an alarm on Friday afternoon.',
    content: `<p>UPSTATE NEW YORK — A lockdown at the Avengers compound north of New York City was lifted late on Friday evening, nearly five hours after a containment alarm sounded in a secure storage area on one of the facility's lower levels, according to state police and a statement from the team.</p>
<p>Roads within two miles of the compound were closed and residents of nearby homes were asked to stay indoors while specialists examined the area. No injuries were reported, and a spokesperson said that nothing had left the facility.</p>
<h2>What is known so far</h2>
<p>The alarm was triggered at about 4:40 p.m. by sensors monitoring a vault used to store recovered objects of unknown origin, said Captain Eileen Marsh of the New York State Police, who briefed reporters at a roadblock on Route 9. She declined to describe the contents of the vault.</p>
<p>"The team alerted us within minutes, which is what the protocol requires, and we set up the perimeter," Captain Marsh said. "I've been told the situation is resolved. I have no reason to doubt that, but we will be asking questions tomorrow."</p>
<p>In a written statement, the team's liaison office said a "sensor fault coinciding with a minor energy fluctuation" had set off the alarm, and that the stored item had remained secure throughout. It said a full report would be provided to the federal oversight panel within seventy-two hours, as required under the accords.</p>
<h2>Neighbours shaken</h2>
<p>Several residents gathered at the roadblock as the evening went on. Dana Kowalczyk, who lives with her two children about a mile from the compound, said she learned of the lockdown from an emergency alert on her phone.</p>
<p>"It just said shelter in place, with no reason," she said. "You live near these people, you get used to helicopters and strange lights. This was different. Nobody knew anything for hours."</p>
<p>Local officials have for years asked the team to share more information about what is stored at the site. Town supervisor Gregory Albanese said he would renew that request on Monday. "We are not asking for state secrets," he said. "We are asking whether our children are sleeping next to something dangerous."</p>
<p>This is a developing story and will be updated.</p>`,
    author: 'Marcus Okafor',
    status: 'breaking',
    tags: ['avengers', 'containment', 'public-safety'],
    image: '/images/sections/avenger-affairs-3.svg',
    hoursAgo: 2,
  },
  {
    title: 'Retired Hero Tells Congress Oversight Panel Ignored Nine Safety Warnings',
    section: 'avenger-affairs',
    summary:
      'A former team member known as Lodestar said warnings about exhausted, concussed heroes sent into the field went unanswered for two years. The panel admitted it failed to act.',
    content: `WASHINGTON — A retired member of a registered super-powered team told a House subcommittee on Thursday that the federal panel charged with overseeing such teams ignored at least nine written warnings about unsafe deployment practices over a period of two years.

Beatrix Osei-Hammond, who served for eleven years under the codename Lodestar before retiring last spring, said she had submitted the warnings through official channels between the summer of two years ago and the spring of this year. She said none received a substantive reply.

What she warned about

Ms. Osei-Hammond told the subcommittee that teams were routinely deployed without adequate rest, that medical screenings were skipped when schedules were tight, and that at least two members had gone into the field while recovering from concussions.

"I'm not here because I want to embarrass anyone," she said, reading from a prepared statement. "I'm here because I wrote the same letter nine times, and the ninth time I realised nobody was going to read it unless I said it out loud in this room."

She provided the subcommittee with copies of the warnings, which were later entered into the record. Two staff members of the subcommittee confirmed that the documents had been stamped as received by the panel's office.

The panel responds

The panel's executive director, Franklin Achebe-Morrow, said in written testimony that the office had been overwhelmed by a tenfold increase in filings after the accords took effect, and that some correspondence had been misrouted.

"That is not an excuse, and I will not offer it as one," he said when questioned by the subcommittee's chair. "We failed to act on credible concerns. We have since hired additional staff and created a dedicated channel for safety reports from serving and former team members."

Representatives from both parties pressed him on whether any deployments had been cancelled as a result of the warnings. He said he would need to check the records and would reply in writing within two weeks.

The subcommittee is expected to hold a second hearing next month and has asked the panel to hand over all correspondence related to field safety.`,
    author: 'Marcus Okafor',
    status: 'published',
    tags: ['oversight', 'testimony', 'accountability'],
    image: '/images/sections/avenger-affairs-1.svg',
    hoursAgo: 1300,
  },
  {
    title: 'Hero Teams From Three Realities Hold First Joint Exercise Off Iceland',
    section: 'avenger-affairs',
    summary:
      'Forty-three enhanced individuals from Earth-616, Earth-838 and Earth-4231 spent five days over the North Atlantic rehearsing a response to a large-scale incursion.',
    content: `<p>REYKJAVÍK — Super-powered teams from three neighbouring realities completed their first joint training exercise on Sunday, a five-day drill in the North Atlantic designed to test how they would respond together to a large-scale incursion.</p>
<p>The exercise, codenamed Northern Hinge, involved forty-three enhanced individuals and about six hundred support personnel from Earth-616, Earth-838 and Earth-4231. It was staged over open water about ninety kilometres south-west of Reykjavík, chosen because the area is sparsely populated and the boundary between realities there is unusually stable.</p>
<h2>Learning to talk to each other</h2>
<p>Organisers said the biggest challenges were not about power or strength but communication. Teams from different realities use different radio frequencies, different command structures and, in one case, a different word for "retreat".</p>
<p>"On day one, we had a team fall back when they were supposed to hold, because the word our counterparts use for 'hold' means 'withdraw' in their operational language," said Commander Sigrún Halldórsdóttir of the Icelandic Coast Guard, which coordinated logistics. "By day five we had a shared glossary of two hundred terms. That alone justifies the exercise."</p>
<p>Observers from fourteen governments watched from a command ship. The scenarios included a simulated breach opening above a fishing fleet and a mock evacuation of a coastal town, played by volunteers from the village of Grindavík.</p>
<h2>Questions about authority</h2>
<p>The drill took place while signatories of the revised accords remain divided over who may authorise cross-reality deployments. Organisers said the exercise was deliberately limited to training and did not settle those questions.</p>
<p>"Practising together is not the same as agreeing who gives the orders," said Dr. Emeka Fairbanks-Oduya, a security researcher who attended as an observer. "But if the day comes, you would rather have those arguments with people who already know each other's names."</p>
<p>A second exercise, involving two more realities, is planned for the spring. Iceland's foreign ministry said it had offered to host again.</p>`,
    author: 'Priya Castellanos',
    status: 'published',
    tags: ['avengers', 'joint-exercise', 'cross-reality-deployment', 'earth-838', 'incursion'],
    image: '/images/sections/avenger-affairs-2.svg',
    hoursAgo: 700,
  },
  {
    title: "Questions Mount Over New Recruit's Missing Training Records",
    section: 'avenger-affairs',
    summary:
      'A West Coast team says its newest member, Tidewright, completed an equivalent programme, but federal records show no certification of the two hundred hours required.',
    content: `LOS ANGELES — A newly registered member of a West Coast super-powered team has no record of completing the mandatory field training required under the accords, according to documents reviewed by the Gazette, raising questions about how the recruit was cleared for active duty last month.

The recruit, a twenty-three-year-old who operates under the codename Tidewright and whose legal name has not been made public, was introduced at a press event in Santa Monica on the second of the month. Since then, Tidewright has taken part in at least three operations, including a flood rescue in the Central Valley.

A gap in the paperwork

Under federal rules, new team members must complete two hundred hours of supervised training, including civilian evacuation drills and a module on the use of force, before being deployed. Certification records are filed with the oversight panel's regional office in Sacramento.

A search of those records, obtained through a public records request, shows no certification for Tidewright. A spokesperson for the regional office, Gloria Benavides, said the absence "may reflect a filing delay" and that the office was reviewing the matter.

The team, the Pacific Guard, said in a statement that Tidewright had completed "an equivalent training programme" before joining and that the team believed the requirements had been met. It did not say where that programme took place or who supervised it.

Why it matters

Experts say the training requirement was one of the most important protections in the accords. "These rules were written after people died because someone with extraordinary abilities and no training was put in front of a crowd," said Professor Alan Strickland, who studies hero regulation at the University of Southern California. "If the rule can be waived quietly, it is not a rule."

Residents of the Central Valley town of Firebaugh, where Tidewright helped evacuate more than a hundred people during last month's floods, were quick to defend the recruit. "Whatever the paperwork says, that young person saved my neighbours," said Ernestina Ruiz, a retired teacher.

The Gazette has asked the oversight panel whether it intends to suspend Tidewright pending its review. This story will be updated.`,
    author: 'Marcus Okafor',
    status: 'developing',
    tags: ['recruitment', 'oversight'],
    image: '/images/sections/avenger-affairs-3.svg',
    hoursAgo: 1900,
  },

  // ── Mutant Rights & Registration ──────────────────────────────────────────
  {
    title: 'Review Board Clears 14,000 Registration Appeals, but 31,000 Still Wait',
    section: 'mutant-rights-registration',
    summary:
      'The federal board hearing classification appeals has doubled its pace, yet advocates say paper-only decisions are cutting people out of the process that shapes their lives.',
    content: `<p>WASHINGTON — The federal board that hears appeals from enhanced people challenging their classification under the Registration Act said on Monday it had cleared fourteen thousand cases in the past six months, the fastest pace since it was created. Advocates said the figure masked a deeper problem: more than thirty-one thousand appeals are still waiting.</p>
<p>The Registration Review Board handles disputes over how a person's abilities are categorised, a decision that determines which jobs they may hold, whether they must report their travel, and in some states whether they may live near schools.</p>
<h2>Faster, but fair?</h2>
<p>Board chair Evelyn Drummond-Akers credited the improvement to the hiring of sixty new adjudicators and a decision to hear simpler cases on paper rather than in person. "We inherited a system in which people waited three years for an answer about their own lives," she said. "We have brought that down to fourteen months. It is still too long, and we intend to keep going."</p>
<p>But the board's own figures show that appellants who received a written decision without a hearing succeeded only 22 per cent of the time, compared with 41 per cent for those who appeared in person.</p>
<p>"You can clear a backlog very quickly if you stop listening to people," said Ruth Abernathy-Cole, legal director of the Enhanced Persons Defense Fund. "A file cannot explain that the power listed on it only works when you are asleep, or that it faded when you turned forty. A person can."</p>
<h2>Lives on hold</h2>
<p>For many appellants, the wait has practical consequences. Daniel Okoro, a thirty-four-year-old electrician from Baltimore whose ability to sense live current was placed in a category that bars him from working on public buildings, has been waiting nineteen months for his hearing.</p>
<p>"The thing I'm best at is knowing where the danger is in a wall," he said. "And I'm not allowed to do my job because of it. I just want someone to look at me and ask what I can actually do."</p>
<p>The board said it would publish quarterly figures on outcomes by hearing type beginning in the new year.</p>`,
    author: 'Amara Lindqvist',
    status: 'published',
    tags: ['registration-act', 'appeals', 'mutant-rights', 'civil-liberties'],
    image: '/images/sections/mutant-rights-registration-1.svg',
    additionalImages: ['/images/sections/mutant-rights-registration-2.svg'],
    hoursAgo: 200,
  },
  {
    title: 'Detroit Schools Pause Power-Screening Pilot After Parent Protests',
    section: 'mutant-rights-registration',
    summary:
      'A programme scanning pupils for emerging abilities has been suspended after hundreds of parents protested and some children stayed home rather than be tested.',
    content: `DETROIT — The Detroit Public Schools Community District has suspended a pilot programme that tested pupils for emerging enhanced abilities, after hundreds of parents protested outside a board meeting on Tuesday night and several schools reported that students had stayed home rather than be screened.

The pilot, which began in six elementary and middle schools in September, used a non-invasive scanner to detect the energy signatures that sometimes precede the appearance of abilities in adolescence. District officials said the aim was to give families early warning and connect children with support services.

Parents push back

Many parents saw it differently. "They called it support. My son called it being lined up and checked like luggage," said Tamika Rowland, whose twelve-year-old attends one of the pilot schools. "Nobody asked us if we wanted this. A form came home in a backpack, and that was it."

Others raised concerns about what would happen to the results. Although district officials said the data were stored locally and not shared with state registration authorities, the consent form reviewed by the Gazette allowed results to be shared "where required by law", a phrase parents and lawyers said could cover a wide range of requests.

"When a child's name goes into a database like this, it rarely comes out," said Desmond Delgado-Finch, a civil rights lawyer who attended the meeting. "These families know what registration has meant for their neighbours. They are not going to trust a scanner because it comes in a friendly colour."

The district's response

Superintendent Andrea Whitlock said in a statement on Wednesday that the pilot would be paused while the board reviewed the consent process and data protections. She said no results had been shared outside the district.

"We heard our families loud and clear," she said. "We moved too fast, and we did not explain ourselves well enough."

The board is expected to discuss the programme again at its next meeting. It is not yet clear whether scans already taken will be deleted, or how many pupils were screened before the pause.`,
    author: 'Amara Lindqvist',
    status: 'developing',
    tags: [],
    image: '/images/sections/mutant-rights-registration-3.svg',
    hoursAgo: 55,
  },
  {
    title: 'Supreme Court to Hear Challenge to Mandatory Power Disclosure Rule',
    section: 'mutant-rights-registration',
    summary:
      'A pharmacist fired after her employer learned of her ability brings the most significant test of the Registration Act since it was passed, with a ruling expected by June.',
    content: `<p>WASHINGTON — The Supreme Court agreed on Monday to hear a challenge to the provision of the Registration Act that requires enhanced people to disclose their abilities to employers, setting up the most significant test of the law since it was passed.</p>
<p>The case, Hollis v. Department of Enhanced Affairs, was brought by Margaret Hollis, a former hospital pharmacist in Columbus, Ohio, who was dismissed after her employer learned through a registry notice that she could perceive chemical compounds by touch. She had never disclosed the ability, which she says has no bearing on her work except to make her better at it.</p>
<h2>The legal question</h2>
<p>Lawyers for Ms. Hollis argue that the disclosure requirement violates constitutional protections against compelled speech and unreasonable searches, and that it treats enhanced people as a suspect class without adequate justification. The government contends that the rule is a reasonable public safety measure, comparable to requirements that workers disclose certain medical conditions in sensitive jobs.</p>
<p>The Sixth Circuit Court of Appeals upheld the rule last year by a vote of two to one. In a sharp dissent, Judge Carolyn Reyes-Whitaker wrote that the majority had "accepted, without evidence, the premise that difference is danger."</p>
<blockquote>"Everyone in this country has something about them that an employer might find alarming. Only one group is required to write it down and hand it over." — Lawrence Fenwick, counsel for Margaret Hollis</blockquote>
<h2>What is at stake</h2>
<p>Roughly 1.8 million people are registered under the Act, according to federal figures. Advocacy groups estimate that at least a third of them are subject to the workplace disclosure rule. A ruling against the government could also open challenges to other parts of the Act, including travel reporting and residential restrictions.</p>
<p>"This is the case that everyone in our community has been waiting for," said Yusuf Kamara, director of the advocacy group Open Hands. "Not because it will fix everything, but because for the first time the highest court will have to look at the law and tell us whether it believes we are citizens first."</p>
<p>The Department of Enhanced Affairs said it would defend the statute vigorously. Oral arguments are expected in the spring, with a decision likely by the end of June.</p>`,
    author: 'Amara Lindqvist',
    status: 'verified',
    tags: [
      'registration-act',
      'supreme-court',
      'civil-liberties',
      'mutant-rights',
      'courts',
      'privacy',
    ],
    image: '/images/sections/mutant-rights-registration-2.svg',
    imagePosition: 'top',
    hoursAgo: 520,
  },
  {
    title: 'Sanctuary Towns Network Grows to Forty Municipalities',
    section: 'mutant-rights-registration',
    summary:
      'Ithaca and Bellingham voted within days of each other to stop local police asking about enhanced status, as the movement against the Registration Act spreads.',
    content: `BURLINGTON, Vermont — A network of towns and cities that have pledged not to assist federal authorities in enforcing parts of the Registration Act has grown to forty members, organisers said on Saturday, after councils in Ithaca, New York, and Bellingham, Washington, voted to join within days of each other.

Members of the Sanctuary Towns Network commit to a set of local policies: their police departments will not ask residents about enhanced status during routine stops, municipal services will not require registration numbers, and local officials will not share information with federal registration offices unless presented with a court order.

A local answer to a national law

The network began four years ago with three towns in Vermont and Massachusetts. Its growth has accelerated in the past year as the Registration Act's residential restrictions have been applied more strictly in several states.

"People move here because they want to live somewhere they are not treated as a threat because of how they were born," said Mayor Claire Fontaine of Burlington, who chairs the network. "We are not breaking federal law. We are deciding how our own officers spend their time, which is our right."

The Department of Enhanced Affairs has said that local policies cannot override federal requirements and that registered individuals remain bound by the Act wherever they live. A department spokesperson, Victor Hale, said on Saturday that the agency "respects local authority but will continue to enforce the law."

Divided communities

Not every resident is convinced. In Ithaca, the council vote was seven to three after a public comment session that lasted nearly five hours.

"I have nothing against anybody, but I want to know if the person next door can set a fire with their mind," said Douglas Penhallow, a retired firefighter who spoke against the motion. "That isn't prejudice. That's a question any firefighter would ask."

Supporters said that the same question had been used for decades to justify exclusion. "My daughter is nine. She can hear music from three streets away," said Leah Morningstar, a parent who spoke in favour. "She is not a fire risk. She is a kid who likes jazz."

The network said it expected at least five more councils to vote on membership before the end of the year.`,
    author: 'Amara Lindqvist',
    status: 'published',
    tags: ['sanctuary-towns', 'mutant-rights', 'registration-act', 'local-government'],
    image: '/images/sections/mutant-rights-registration-3.svg',
    additionalImages: ['/images/sections/mutant-rights-registration-1.svg'],
    hoursAgo: 1100,
  },
  {
    title: 'Registry Leak Exposed Addresses of 3,000 Enhanced Residents, Documents Show',
    section: 'mutant-rights-registration',
    summary:
      'Internal Arizona records indicate a state database sat open for eleven weeks, was accessed from outside at least four hundred times, and affected people were never told.',
    content: `<p>The home addresses, ability classifications and, in some cases, medical notes of roughly three thousand registered enhanced residents of Arizona were exposed for at least eleven weeks last year through a misconfigured state database, according to internal documents obtained by the Gazette.</p>
<p>The records were accessible to anyone who knew the structure of the web address used by a state contractor's reporting portal. The documents indicate that the exposure was discovered by a state employee in the autumn and fixed within two days, but that affected residents were never notified.</p>
<h2>What the documents show</h2>
<p>An incident report dated the third of November, prepared by the registration unit of the Arizona Department of Public Safety, describes the exposure as "moderate risk" and recommends notification of affected individuals "at the department's discretion". A follow-up memo two weeks later says notification was "deferred pending legal review".</p>
<p>Server logs attached to the report show that the database was accessed from outside the state network at least four hundred times during the period of exposure. The report does not say who accessed it.</p>
<p>"If the state knew this and kept it quiet, that is a betrayal on top of a failure," said Teresa Villanueva, an attorney in Tucson who represents several registered clients. "These are people who were told that registration would keep them safe. Their addresses were sitting on the open internet."</p>
<h2>Still to confirm</h2>
<p>A spokesperson for the Department of Public Safety, Lieutenant Craig Bowden, said the department was "aware of an inquiry" and would respond in writing. As of Thursday evening, no response had been received.</p>
<p>Two registered residents contacted by the Gazette said they had experienced harassment at their homes during the period of exposure, though there is no evidence yet linking those incidents to the leak.</p>
<p>[Editor: confirm the 3,000 figure against the attached spreadsheet before publication; second source needed on the server logs. Awaiting DPS written response. Do not run the harassment paragraph without legal sign-off.]</p>`,
    author: 'Amara Lindqvist',
    status: 'draft',
    tags: ['registration-act', 'privacy', 'data-breach'],
    image: '/images/sections/mutant-rights-registration-1.svg',
    hoursAgo: 1600,
  },
  {
    title: 'Senate Committee Advances Bill to Seal Registry Records of Minors',
    section: 'mutant-rights-registration',
    summary:
      'The Judiciary Committee voted thirteen to nine to shield records created before age eighteen from employers and landlords, the first amendment to the Act to clear committee in four years.',
    content: `WASHINGTON — The Senate Judiciary Committee voted thirteen to nine on Thursday afternoon to advance a bill that would seal the registration records of anyone who registered under the Registration Act before the age of eighteen, the first significant amendment to the law to clear a committee in four years.

The bill, known as the Clean Slate for Young Registrants Act, would bar employers, landlords and most government agencies from accessing records created while a person was a minor. Law enforcement could still view sealed records with a warrant.

How the vote came together

Two members of the minority joined the majority in supporting the bill after its sponsors agreed to an amendment allowing records to be unsealed if a person is later convicted of a violent crime involving their abilities.

"A child whose powers appear at thirteen did not choose them, and should not carry a file into every job interview for the rest of their life," said Senator Maribel Okonjo-Hart, the bill's lead sponsor, after the vote. "This is a modest step. It is also a moral one."

Senator Richard Vandermeer, who voted against, said the bill would deprive communities of information they needed. "Abilities do not disappear on an eighteenth birthday," he said. "I understand the compassion behind this. I do not think compassion should come at the cost of transparency."

Who would be affected

According to estimates from the Congressional Budget Office, about 340,000 people currently on the registry were first registered as minors. Around half of them registered between the ages of twelve and fifteen, when most abilities first appear.

Advocacy groups, which have pushed for sealing provisions since the Act was passed, called the vote a breakthrough. "For years we were told this could not move," said Imani Reed-Farrow of the Youth Registry Project. "Today it moved."

The bill now goes to the full Senate. Its sponsors said they hoped for a floor vote before the end of the session, though the majority leader has not committed to scheduling one.`,
    author: 'Amara Lindqvist',
    status: 'breaking',
    tags: ['registration-act', 'minors', 'privacy', 'legislation', 'mutant-rights'],
    image: '/images/sections/mutant-rights-registration-2.svg',
    hoursAgo: 340,
  },

  // ── Science & Tech ────────────────────────────────────────────────────────
  {
    title: 'Portal Stabiliser Cuts Crossing Failures by Nine-Tenths, Trondheim Lab Reports',
    section: 'science-tech',
    summary:
      'Instead of overpowering the shifting boundary between realities, a new control system reads it thousands of times a second. Independent physicists call the result a genuine advance.',
    content: `<p>A new method for stabilising portals between realities reduced the rate of failed or drifting crossings by about ninety per cent in a series of trials, researchers at the Halvorsen Institute for Boundary Physics in Trondheim, Norway, reported on Wednesday.</p>
<p>The findings, published in the journal Transdimensional Physics Letters, are based on 1,240 test crossings carried out over eighteen months. Using conventional stabilisers, about one crossing in twelve either failed to open fully or drifted more than a metre from its target. With the new system, the rate fell to fewer than one in a hundred.</p>
<h2>How it works</h2>
<p>Most portal stabilisers work by pumping energy into the edges of an opening to hold it steady, much as a tent is held up by tension on its ropes. The Trondheim team's approach instead measures tiny fluctuations in the boundary between realities several thousand times a second and adjusts the portal's shape to match them.</p>
<p>"We stopped fighting the boundary and started listening to it," said Dr. Ingrid Solberg-Mensah, the physicist who led the research. "The boundary is never still. The old systems treated that movement as noise to be overpowered. We treat it as information."</p>
<ul><li>1,240 test crossings over eighteen months</li><li>Failure rate fell from about 8 per cent to under 1 per cent</li><li>Trials limited to two well-mapped neighbouring realities</li></ul>
<h2>Cautious optimism</h2>
<p>Independent researchers said the results were impressive but warned that the trials were conducted between this reality and two neighbouring Earths whose boundaries are well mapped and relatively calm.</p>
<p>"This is a genuine advance, and the data look solid," said Professor Rahul Vennavalli, a boundary physicist in London who was not involved in the study. "The real test will be more turbulent boundaries, the kind you find near recent incursion sites. Nobody should assume it transfers."</p>
<p>Safety regulators have taken notice. Portal failures have been linked to at least forty-seven deaths worldwide in the past five years, most of them among workers at licensed crossing stations.</p>
<p>The institute said it would make the control software available to licensed crossing operators under a non-commercial licence, and that trials near the Baltic Rift were planned for next year.</p>`,
    author: 'Helena Voss',
    status: 'published',
    featured: true,
    tags: ['portal-safety', 'portal-engineering', 'research', 'incursion'],
    image: '/images/sections/science-tech-3.svg',
    additionalImages: [
      '/images/sections/science-tech-1.svg',
      '/images/sections/science-tech-2.svg',
    ],
    hoursAgo: 220,
  },
  {
    title: 'New Model Suggests Incursions Follow a Rhythm That Can Be Forecast',
    section: 'science-tech',
    summary:
      'Researchers in Toronto and Delft say slow oscillations in "boundary tension" predicted most incursion windows of the past twelve years, though sceptics want to see it work live.',
    content: `Incursions, the events in which two realities press against each other closely enough for matter to cross, have long been treated as close to random. A new study suggests they follow a pattern that can be forecast, at least roughly, weeks in advance.

Researchers at the University of Toronto and the Vermeer Centre for Boundary Studies in Delft reported this week that incursion windows over the past twelve years correlate closely with a slow oscillation in what they call "boundary tension", a measurable property of the space between realities. When the tension in two neighbouring realities falls out of phase, the boundary thins.

Reading the rhythm

The team analysed records from 214 monitoring stations and found that 83 per cent of recorded incursion windows began within nine days of a predicted low point in boundary tension. Applied to recent European data, the model would have correctly forecast eleven of the last thirteen windows, they said.

"It is a little like tides," said Dr. Adaeze Lindgren-Obi, the study's lead author, in an interview. "You cannot predict every wave, but you can tell someone when high water is coming. For coastal communities near weak points in the boundary, that could mean the difference between an orderly evacuation and a panicked one."

The study has not yet been independently replicated, and its authors cautioned that the model says nothing about how severe a given incursion will be.

Sceptics and next steps

Some physicists questioned whether the pattern would hold as more realities come into contact. "Twelve years of data is a short record for a phenomenon we barely understand," said Dr. Tobias Reinholt of the Tübingen Institute for Boundary Physics. "I would want to see it predict the next five windows before anyone builds an evacuation plan around it."

Emergency planners were more enthusiastic. Lithuania's civil protection agency said it had asked the researchers to run forecasts for its coastline, and the European Commission said it would fund a two-year trial of the model across its monitoring network.

The researchers have published their code and data openly, and invited other groups to test the model against their own records.`,
    author: 'Helena Voss',
    status: 'verified',
    tags: ['incursion', 'physics', 'research', 'baltic-rift'],
    image: '/images/sections/science-tech-1.svg',
    additionalImages: ['/images/sections/science-tech-3.svg'],
    hoursAgo: 480,
  },
  {
    title: 'Unknown Isotope Detected in Debris From Skyfall Over Northern Manitoba',
    section: 'science-tech',
    summary:
      'Preliminary tests on fragments of last month’s fireball found a heavy, apparently stable nucleus that matches nothing on the periodic table. A second lab is checking the result.',
    content: `<p>Fragments recovered from the object that broke apart over northern Manitoba last month contain an isotope that does not match any element on the periodic table, according to preliminary results released on Friday by Canada's National Research Council.</p>
<p>Scientists stressed that the finding has not been confirmed and that contamination or instrument error had not been ruled out. A second laboratory in Ottawa is repeating the analysis.</p>
<h2>What the scientists found</h2>
<p>The object, which entered the atmosphere on the night of the fourteenth and was seen as a brilliant green streak from Winnipeg to Thunder Bay, scattered debris across roughly two hundred square kilometres of boreal forest near the town of Gillam. Recovery teams have collected more than three hundred fragments, most no larger than a walnut.</p>
<p>Mass spectrometry on eleven of those fragments detected a heavy nucleus that appears to be stable, something physicists would not expect at its apparent mass. "If this holds up, it is either something from outside our reality, or something we did not think could exist in it," said Dr. Marguerite Tessier-Clarke, the council's lead investigator. "Both possibilities are extraordinary, which is why we are being very careful."</p>
<p>Dr. Tessier-Clarke said radiation readings from the fragments were low and that there was no known risk to people living near the debris field. Nevertheless, the province has asked residents not to handle any unusual material and to report it to the RCMP.</p>
<h2>Interest from abroad</h2>
<p>Research groups in at least six countries have asked for samples, and the council said it was drawing up rules for sharing them. The Wapusk River First Nation, on whose traditional lands much of the debris fell, has asked to be consulted on any decision about where the fragments go.</p>
<p>"This came down on our land, and our people were the first to find it," said Councillor Joseph Tait in a statement. "We expect to be at the table, not informed afterwards."</p>
<p>Results from the Ottawa laboratory are expected within two weeks.</p>`,
    author: 'Helena Voss',
    status: 'developing',
    tags: ['cosmic-debris', 'isotopes', 'research'],
    image: '/images/sections/science-tech-2.svg',
    hoursAgo: 75,
  },
  {
    title: 'Prosthetics Maker Licensed to Use Alloy Recovered From Invasion Debris',
    section: 'science-tech',
    summary:
      'A Pittsburgh firm will build limbs from a metal reverse-engineered from alien wreckage, lighter than titanium and already praised by patients in a thirty-two-person trial.',
    content: `PITTSBURGH — A Pittsburgh prosthetics company has become the first civilian manufacturer licensed to use an alloy reverse-engineered from debris left behind after the alien invasion of New York, the Department of Commerce said on Tuesday.

Kessler Mobility will use the material, a lightweight metal that is stronger than titanium and flexes slightly under load, in a new line of prosthetic legs and arms expected to reach patients next autumn. The company says the limbs will weigh about forty per cent less than comparable devices.

From wreckage to workshop

The alloy was first identified in fragments recovered by federal cleanup crews after the invasion more than a decade ago. Researchers at a government laboratory spent seven years learning to reproduce it from materials available on Earth, and the technology has until now been restricted to military and aerospace use.

"For years, the most interesting metal on the planet was locked in a vault because of where it came from," said Naomi Kessler, the company's chief executive. "We think the best thing you can do with the leftovers of a war is help people walk."

Early testing has been encouraging. In a trial of thirty-two patients at a Pittsburgh teaching hospital, participants reported less fatigue and fewer skin problems at the point where the prosthetic meets the body.

"I've worn a prosthetic leg since I was nineteen," said Carlos Medeiros, a trial participant who lost his leg in a building collapse during a rooftop battle. "This is the first one I forget I'm wearing."

Cost and access

The company has not announced prices. Disability advocates said they would watch closely to see whether the limbs are covered by insurers and public programmes. "A miracle that only rich people can afford is not a miracle for most of us," said Harriet Coleman of the Western Pennsylvania Limb Loss Alliance.

The Commerce Department said it expected to license two more companies to use the alloy next year, and that export controls on the raw material would remain in place.`,
    author: 'Helena Voss',
    status: 'published',
    tags: ['alien-tech', 'prosthetics', 'damage-control'],
    image: '/images/sections/science-tech-3.svg',
    imagePosition: 'top',
    hoursAgo: 1450,
  },
  {
    title: 'First Safety Code for Quantum Tunnel Travel Published After Three Years',
    section: 'science-tech',
    summary:
      'The voluntary standard caps trips at six hours of subjective time and requires every traveller to carry an independent way home. Several governments plan to make it law.',
    content: `<p>GENEVA — An international standards committee published the first safety code for travel through the quantum realm on Monday, setting limits on how long a person may remain at subatomic scale and requiring every expedition to carry an independent return system.</p>
<p>The code, drafted over three years by engineers, physicians and physicists from nineteen countries, is voluntary, but several governments said they would incorporate it into national law. It applies to any device that shrinks a person or object below the scale at which ordinary physics applies.</p>
<h2>Key requirements</h2>
<ul><li>No single trip may exceed six hours of subjective time without a medical review</li><li>Every traveller must carry a return device that works independently of the main tunnel</li><li>Operators must keep a continuous link with the traveller and log all time-dilation readings</li></ul>
<p>Time dilation has been one of the committee's greatest concerns. Because time passes at different rates inside the quantum realm, a traveller can lose track of how long they have been away. In one incident cited by the committee, a research technician in South Korea experienced what felt like forty minutes but returned after eleven days.</p>
<p>"The people who went first did so without rules, and some of them paid a heavy price," said Dr. Sunhee Baek-Lorenzo, the committee's chair. "This code is the accumulated experience of everyone who made it back, and a few who did not."</p>
<h2>Industry reaction</h2>
<p>Companies developing quantum tunnel technology for medicine and manufacturing said the code would give them certainty. "We have been designing to five different sets of draft guidelines," said Tobias Greenhalgh, chief engineer at Microscale Dynamics in Cambridge, England. "One clear standard lets us build once, and lets regulators know what they are looking at."</p>
<p>Some researchers worried that the return-device requirement would make small experiments too expensive. Dr. Amelia Rourke, who runs a university laboratory in Edinburgh, said her budget for a single trip would roughly triple. "Safety matters," she said. "But if only the largest companies can afford to go, we will learn far less than we should."</p>
<p>The committee said it would review the code every two years as understanding of the quantum realm improved.</p>`,
    author: 'Helena Voss',
    status: 'published',
    tags: ['quantum-realm', 'portal-safety', 'regulation', 'portal-engineering'],
    image: '/images/sections/science-tech-1.svg',
    hoursAgo: 2000,
  },
  {
    title: 'Power-Dampening Collars Linked to Lasting Nerve Damage, Study Finds',
    section: 'science-tech',
    summary:
      'Six in ten people who wore the suppression devices for more than a month showed nerve damage, and for a quarter the symptoms lasted beyond two years.',
    content: `BOSTON — Devices used by prisons and some police forces to suppress the abilities of enhanced people can cause nerve damage that persists for years after they are removed, according to a study published on Thursday in the journal Clinical Neurology of Enhanced Populations.

Researchers at a Boston teaching hospital examined 186 people who had worn power-dampening collars for more than thirty days, most of them while in custody. Sixty-one per cent showed signs of peripheral nerve damage, including numbness, tremors and chronic pain in the hands and feet. In about a quarter of cases, symptoms persisted more than two years after the collar was removed.

How the collars work

The collars emit a low-level field that interferes with the biological processes behind most enhanced abilities. Manufacturers have long described them as safe for extended use. The study suggests the field also disrupts ordinary nerve signalling, particularly in people who wear them continuously.

"We expected some side effects. We did not expect how common or how lasting they would be," said Dr. Farah Nasser-Bell, a neurologist and the study's senior author. "These devices have been used on tens of thousands of people with almost no independent safety research. That should concern everyone."

Responses from industry and prisons

Vantage Containment Systems, the largest manufacturer of the collars in the United States, said in a statement that its devices met all federal requirements and that it would review the study carefully. The company noted that the participants had not been compared with a control group of people held in custody without collars.

The Federal Bureau of Prisons said it was aware of the study and was reviewing its policies. About four thousand federal prisoners currently wear dampening collars, according to the bureau's most recent figures.

A former wearer speaks

Jerome Pettiford, who wore a collar for eight months while awaiting a trial that ended in his acquittal, said he still cannot button a shirt without difficulty. "They told me it was for everyone's safety," he said. "Nobody told me it would take my hands."

Advocates called for an immediate moratorium on long-term use. Several members of Congress said they would request hearings.`,
    author: 'Helena Voss',
    status: 'verified',
    tags: ['power-dampeners', 'mutant-rights', 'research', 'containment', 'civil-liberties'],
    image: '/images/sections/science-tech-2.svg',
    hoursAgo: 820,
  },

  // ── Crime & Justice ───────────────────────────────────────────────────────
  {
    title: 'Jury Convicts Portal Smuggler Who Moved Weapons Between Realities',
    section: 'crime-justice',
    summary:
      'A New Jersey man ran an unlicensed portal from a Newark warehouse, shipping firearms out and energy weapons back, in what prosecutors called the first trial of its kind.',
    content: `<p>BROOKLYN — A federal jury in Brooklyn on Wednesday convicted a New Jersey man of running a smuggling operation that used an unlicensed portal to move weapons and stolen technology between this reality and at least two others, in what prosecutors described as the first trial of its kind in the United States.</p>
<p>Viktor Anselm Draganov, 47, was found guilty on nine counts, including trafficking in restricted technology, operating an unlicensed dimensional crossing and conspiracy. He faces up to thirty years in prison when he is sentenced in the spring.</p>
<h2>A warehouse in Newark</h2>
<p>Prosecutors told the jury that Mr. Draganov operated the portal from the back of a refrigerated warehouse in Newark, disguising its power draw as that of industrial freezers. Over roughly two years, they said, he moved more than eight hundred firearms out of this reality and brought back energy weapons and components that he sold to criminal groups in three states.</p>
<p>"This defendant turned a door between worlds into a loading dock," Assistant United States Attorney Caroline Maddox said in her closing argument. "He did not care what went through, or who it hurt on either side."</p>
<p>The defence argued that Mr. Draganov was a mechanic hired to maintain equipment he did not understand, and that the true organisers had not been charged. His lawyer, Samuel Ortega-Price, said he would appeal. "My client was a small part of something much larger, and he is being made to carry all of it," he said outside the courthouse.</p>
<h2>A test case for prosecutors</h2>
<p>Legal experts said the verdict could shape how similar cases are prosecuted. Federal law criminalising unlicensed crossings was passed only three years ago, and defence lawyers had challenged whether it applied to portals operated on private property.</p>
<p>"The jury's answer was clear," said Professor Dana Ruiz-Halpern, who teaches criminal law in Manhattan. "If you open a door to another reality, you are subject to the rules, wherever the door is."</p>
<p>Investigators said weapons from the operation had been linked to at least four shootings in New Jersey and Pennsylvania. The FBI said its inquiry into others involved was continuing.</p>`,
    author: 'Marcus Okafor',
    status: 'published',
    tags: ['smuggling', 'portal-safety', 'courts', 'cross-reality-crime'],
    image: '/images/sections/crime-justice-1.svg',
    hoursAgo: 44,
  },
  {
    title: 'Vigilante Sightings Triple on the Lower East Side, Precinct Data Shows',
    section: 'crime-justice',
    summary:
      'Police logged 214 calls involving masked crime-fighters this year, up from seventy-one. Some shop owners feel safer; others say there is no one to complain to when it goes wrong.',
    content: `NEW YORK — Reports of masked vigilantes on the Lower East Side have roughly tripled over the past year, according to police data obtained by the Gazette, as residents, shop owners and officers struggle to agree on whether the unregistered crime-fighters are making the neighbourhood safer or more dangerous.

The Seventh Precinct logged 214 calls involving masked individuals intervening in crimes between January and the end of last month, compared with seventy-one in the same period the year before. The figures include reports of people being restrained, property being damaged and suspects being left tied up for officers to collect.

Mixed feelings on Delancey Street

For some residents, the vigilantes have filled a gap. "Two years ago somebody broke into my store four times in one summer, and nobody came," said Lin Wei, who runs a hardware shop near Delancey Street. "Now there's a guy in a grey hood on the roof across the street most nights. I haven't had a problem since."

Others are uneasy. Yolanda Pierce, who chairs a tenants' association on Grand Street, said a neighbour's teenage son was pinned to the pavement last month by a masked figure who mistook him for a mugger. "He was carrying groceries home for his grandmother," she said. "Who do you complain to? There is no badge number."

What the police say

Deputy Inspector Raymond Castillo, the precinct's commanding officer, said unregistered vigilantism remained illegal and that officers would arrest anyone found assaulting suspects, regardless of motive. He acknowledged that arrests had been rare.

"They are fast and they do not want to be found," he said. "I understand why some people are grateful. But a city where anybody with a mask decides who is guilty is not a safe city. It just feels like one until it goes wrong."

The precinct said it had opened investigations into eleven incidents in which people were injured. No charges have been filed.

The Gazette is seeking comment from the City Council's public safety committee and will update this story.`,
    author: 'Theo Nakamura',
    status: 'developing',
    tags: ['vigilantism', 'policing', 'street-level'],
    hoursAgo: 130,
  },
  {
    title: 'Kestrel Point Containment Facility Under Review After Third Breakout Attempt',
    section: 'crime-justice',
    summary:
      'Inmates at the Maine island prison have repeatedly exploited gaps in its power-dampening systems, which were offline for more than ninety hours last year.',
    content: `<p>The federal government has ordered an independent review of security at the Kestrel Point Containment Facility, the high-security prison on an island off the coast of Maine that holds some of the country's most dangerous enhanced offenders, after a third attempted breakout in less than a year.</p>
<p>The latest attempt, on Saturday night, ended when two inmates were stopped in a service tunnel beneath the facility's east wing. A corrections officer was treated for burns and released from hospital on Sunday, according to the Bureau of Prisons.</p>
<h2>A pattern of failures</h2>
<p>In each of the three incidents, inmates appear to have exploited lapses in the facility's power-dampening systems, which are designed to suppress abilities throughout the prison. Documents reviewed by the Gazette show that the systems were offline for maintenance for a combined total of more than ninety hours over the past year, often without additional guards being posted.</p>
<p>"The dampeners are the walls of this place. When they go down, you have a building full of people who can walk through the other kind," said Gerald Thibodeau, president of the union local that represents Kestrel Point's officers. "We have been asking for more staff during maintenance windows for two years."</p>
<p>The facility currently holds 138 inmates and is staffed at about seventy per cent of its authorised level, according to the union.</p>
<h2>Conditions inside</h2>
<p>Prisoners' rights advocates said the review should also examine conditions, noting that many inmates are held in isolation for more than twenty hours a day and wear dampening collars for months at a time, a practice that a recent medical study linked to lasting nerve damage.</p>
<p>"Desperation is a security risk," said Alicia Fontenot of the Containment Justice Project. "If you treat people as if nothing can be done for them, you should not be surprised when they try to leave."</p>
<p>The review, led by a former deputy director of the Bureau of Prisons, Harold Braithwaite, is due to report within ninety days. The Bureau said that in the meantime, maintenance of the dampening systems would be carried out only with a full complement of officers on duty.</p>`,
    author: 'Marcus Okafor',
    status: 'verified',
    tags: ['containment', 'prison-reform', 'power-dampeners', 'oversight'],
    image: '/images/sections/crime-justice-2.svg',
    additionalImages: ['/images/sections/crime-justice-3.svg'],
    hoursAgo: 610,
  },
  {
    title: 'Brooklyn Court Pilots Restorative Justice for Young Enhanced Offenders',
    section: 'crime-justice',
    summary:
      'Teenagers charged with minor offences involving their abilities are being paired with mentors and asked to repair the damage they caused instead of facing trial.',
    content: `NEW YORK — A Brooklyn court has begun diverting teenagers charged with minor offences involving their abilities into a restorative justice programme, pairing them with mentors and requiring them to repair damage they caused rather than sending their cases to trial.

The pilot, run by the Brooklyn District Attorney's office with a nonprofit called Second Spark, accepted its first twenty-four participants in the summer. Most were charged with property damage or reckless endangerment after incidents in which their abilities emerged suddenly or went out of control.

Fixing what was broken

Participants meet with the people affected by their actions, work with a mentor who shares a similar ability and complete community service, often repairing the damage themselves. Those who finish the programme have their charges dismissed.

"A sixteen-year-old who accidentally blows out every window on his block does not need a criminal record. He needs someone to teach him how not to do it again," said Assistant District Attorney Keisha Montgomery, who oversees the pilot. "Prison teaches them nothing except how to be afraid of themselves."

One participant, a fifteen-year-old from Flatbush whose name is being withheld because of her age, spent six weeks helping rebuild the fence and garden of a neighbour whose yard she flooded when her ability first appeared. "She yelled at me the first day," the teenager said. "By the end she was giving me cookies. I check on her tomatoes now."

Early results and doubts

Of the first cohort, twenty-one completed the programme and none has been rearrested, according to the District Attorney's office, though officials cautioned that it was too early to draw conclusions.

Some victims' advocates worry that serious cases could slip through. "Restorative justice works when both sides want it," said Patricia Holloway of the Brooklyn Crime Victims Alliance. "We need to make sure no one is pressured into a meeting they did not ask for."

The office plans to expand the programme to eighty participants next year if funding is approved by the City Council.`,
    author: 'Theo Nakamura',
    status: 'published',
    tags: ['courts', 'youth-justice', 'mutant-rights', 'minors'],
    image: '/images/sections/crime-justice-3.svg',
    hoursAgo: 1020,
  },
  {
    title: 'Former Oversight Official Arrested in Bribery Probe Over Hero Licences',
    section: 'crime-justice',
    summary:
      'Prosecutors say a former licensing chief took more than $600,000 to fast-track contractors for a private security firm and bury six complaints of excessive force.',
    content: `<p>WASHINGTON — Federal agents arrested a former senior official of the panel that oversees super-powered teams on Monday morning, charging him with accepting more than $600,000 in bribes in exchange for fast-tracking licences and burying complaints against a private security firm that employs enhanced contractors.</p>
<p>Leonard Ashcombe, 58, who served as deputy director for licensing until he resigned in the spring, was taken into custody at his home in Alexandria, Virginia, according to the Justice Department. He appeared before a magistrate judge in the afternoon and was released on a $250,000 bond.</p>
<h2>The charges</h2>
<p>An indictment unsealed after his arrest accuses Mr. Ashcombe of receiving payments over three years from executives of Bastion Rapid Response, a company that provides enhanced guards to corporations and wealthy individuals. In return, prosecutors allege, he approved licences for at least fourteen Bastion contractors who had not completed required evaluations, and ensured that six complaints of excessive force were closed without investigation.</p>
<p>"The oversight system exists to protect the public from the misuse of extraordinary power. This defendant sold that protection," said Assistant Attorney General Diane Albright at a news conference. "Nobody's licence should be for sale."</p>
<p>Two Bastion executives were also charged. The company said in a statement that it was cooperating with investigators and had placed both executives on leave.</p>
<h2>Questions for the panel</h2>
<p>The arrest adds to pressure on the oversight panel, which was criticised in congressional testimony this year for failing to act on safety warnings. Lawmakers from both parties called for an audit of every licence Mr. Ashcombe approved.</p>
<p>"If one person could do this for three years without anyone noticing, the problem is not one person," said Representative Janelle Whitcombe, who chairs the subcommittee responsible for the panel.</p>
<p>A lawyer for Mr. Ashcombe, Philip Vance, said his client would plead not guilty. "Mr. Ashcombe served this country honourably for twenty-six years," he said. "We look forward to answering these allegations in court."</p>
<p>The Justice Department said the investigation was continuing.</p>`,
    author: 'Marcus Okafor',
    status: 'breaking',
    tags: ['corruption', 'oversight', 'accountability', 'sokovia-accords-2', 'courts'],
    image: '/images/sections/crime-justice-1.svg',
    imagePosition: 'bottom',
    hoursAgo: 95,
  },
  {
    title: 'Insurers Sue City Over Claims From Midtown Rooftop Battle',
    section: 'crime-justice',
    summary:
      'Three property insurers want $84 million back from New York, arguing emergency officials had forty minutes of warning before the fighting began and issued no alert.',
    content: `Three of the largest property insurers in New York have sued the city, arguing that it should cover tens of millions of dollars in claims from a battle across the rooftops of Midtown last spring because city agencies had been warned about the threat and failed to evacuate the area.

The lawsuit, filed in State Supreme Court in Manhattan, seeks $84 million. It argues that the city's emergency management office received an alert from a federal monitoring service about forty minutes before the fighting began but did not issue a public warning until it was under way.

Who pays when heroes fight

For years, insurers have excluded damage caused by super-powered conflict from standard policies or charged steep premiums for coverage. In this case, the companies paid out to policyholders and are now seeking to recover the money from the city under a legal principle known as subrogation.

"Our clients honoured their obligations," said Alan Breckenridge, a lawyer for the insurers. "The question is whether a city that had forty minutes of warning and did nothing should be allowed to walk away from the consequences."

The city's Law Department said it had not yet been served with the complaint but would defend the case. A spokesperson, Monique Harrow, said emergency officials had acted "on the information available at the time."

Building owners caught between

Several owners of damaged buildings said they had received only partial payouts and feared the lawsuit would delay any further compensation. One, who owns a six-storey building on West Forty-Fourth Street, said repairs to the roof and top two floors were still not finished, nearly a year after the fight.

"Everybody is suing everybody, and my tenants are still looking at tarpaulin," the owner said. "I don't care who pays. I care when."

EDITOR: confirm the $84 million figure against the filing, and get the emergency management timeline from OEM directly. Still need a second building owner on the record, and a name for the first. Hold until Monday.`,
    author: 'Theo Nakamura',
    status: 'draft',
    tags: [],
    image: '/images/sections/crime-justice-2.svg',
    hoursAgo: 2200,
  },
];
