import type { BlogPostSeed } from './blog';
import { rt } from './rich-text';

const { b, a } = rt;

export const monthlyVsLeasePost: BlogPostSeed = {
  slug: 'monthly-car-rental-vs-leasing',
  topic: 'Renting Guides',
  title: 'Monthly car rental or a lease: which suits you?',
  subTitle: 'Flexibility against price: a plain comparison for residents and businesses',
  metaDescription:
    'Compare monthly car rental and long-term leasing in the UAE: commitment, costs, maintenance, insurance and who each option suits best.',
  metaKeywords: 'monthly car rental UAE, car leasing Dubai, lease vs rent, long term rental Abu Dhabi, lease to own',
  daysAgo: 47,
  banner: { scene: 'city', car: { style: 'sedan', colour: '#1e3a5f' } },
  illustration: { style: 'sedan', colour: '#eef1f4' },
  content: (imageId) => [
    rt.p(
      'Buying a car ties up savings and brings registration, insurance and servicing to organise. Many residents and companies in the UAE prefer to pay a monthly amount instead. The two main ways to do that are monthly rental and leasing, and they suit different needs.',
    ),
    rt.h2('Monthly rental: freedom to change your mind'),
    rt.p(
      'A monthly rental runs from month to month. You can extend, change the car or hand it back at the end of any month, with no early-termination penalty. Maintenance, registration, basic insurance and roadside assistance are included, and if the car needs a service we swap it for you.',
    ),
    rt.ul(
      'Ideal for new arrivals, project work, or while you wait for a car you have bought.',
      'A deposit instead of a down payment, refunded about a month after the car is returned.',
      'Monthly rates apply to every rental longer than 21 days.',
    ),
    rt.image(imageId, 'A white saloon ready for a monthly rental'),
    rt.h2('Leasing: a lower price for a longer commitment'),
    rt.p(
      'A lease is a fixed contract, usually for 12 to 48 months, on a new car chosen to your specification. Because we can plan the car’s whole life, the monthly price is lower than a rental. In return the term is fixed, and ending early has a cost.',
    ),
    rt.ul(
      'Best for businesses that need a stable fleet and predictable costs.',
      'Annual mileage is agreed at the start and priced into the lease.',
      [
        { text: 'With ' },
        a('Lease to Own', '/lease-own'),
        { text: ', the car can become yours at the end of the term.' },
      ],
    ),
    rt.h2('At a glance'),
    rt.ul(
      [b('Commitment:'), { text: ' monthly rental, one month at a time; lease, 12 to 48 months.' }],
      [b('Price:'), { text: ' lower per month with a lease; no long-term tie with a rental.' }],
      [b('Choice of car:'), { text: ' rental, from our current fleet; lease, a new car to your specification.' }],
      [b('Servicing and registration:'), { text: ' included in both.' }],
    ),
    rt.quote(
      'Not sure yet? Many customers start with a monthly rental and move to a lease once their plans are settled.',
    ),
    rt.p(
      'See our ',
      a('monthly car rental', '/monthly-car-rental'),
      ' rates or ',
      a('request a lease quote', '/lease-enquiry'),
      ' and our team will prepare both options for you.',
    ),
  ],
};

export const touristDocumentsPost: BlogPostSeed = {
  slug: 'documents-tourists-need-to-rent-a-car-in-the-uae',
  topic: 'Travel Tips',
  title: 'Visiting the UAE? The documents you need to rent a car',
  subTitle: 'Passport, licence, permit and card: a checklist to bring to the counter',
  metaDescription:
    'The documents tourists and visitors need to rent a car in the UAE: passport, entry stamp, home licence, International Driving Permit, credit card and age rules.',
  metaKeywords:
    'rent a car tourist UAE, international driving permit UAE, documents car rental Dubai, visitor driving licence',
  daysAgo: 73,
  banner: { scene: 'coast', car: { style: 'coupe', colour: '#c0392b' } },
  illustration: { style: 'hatchback', colour: '#2563eb' },
  content: (imageId) => [
    rt.p(
      'Driving is the easiest way to see the Emirates, from the dunes of Liwa to the mountains of Ras Al Khaimah. Renting a car as a visitor is straightforward if you bring the right documents.',
    ),
    rt.h2('Your checklist'),
    rt.ol(
      [b('Passport'), { text: ' with a valid entry stamp or visit visa.' }],
      [b('Your home country driving licence,'), { text: ' held for at least one year.' }],
      [
        b('An International Driving Permit,'),
        {
          text: ' if your licence was issued by a country that is not on the UAE’s list of accepted licences. Visitors from many countries, including the GCC, the UK, the EU and the USA, can usually drive on their home licence; our team will confirm when you book.',
        },
      ],
      [
        b('A credit card in the renter’s name'),
        { text: ' for the security deposit of AED 2,000 to 2,500, released 15 days after you return the car.' },
      ],
    ),
    rt.image(imageId, 'A compact hatchback, a popular choice for visitors'),
    rt.h2('Age and licence rules'),
    rt.p(
      'Drivers must be at least 23 years old, or 25 for our Premium, SUV Premium, Luxury and Extra Ordinary categories. Every additional driver must bring the same documents and be added to the rental agreement.',
    ),
    rt.h2('When you become a resident'),
    rt.p(
      'Once your residence visa is issued, a visitor licence is no longer enough: you will need a UAE driving licence. Depending on your nationality you may be able to exchange your home licence without a test.',
    ),
    rt.h2('Good to know before you drive'),
    rt.ul(
      'Traffic drives on the right, and speed cameras are everywhere.',
      'Tolls are automatic: every one of our cars has a Salik tag.',
      [
        { text: 'Collecting from the airport? Give us your flight number and we will be waiting. Read more in our ' },
        a('FAQs', '/faq'),
        { text: '.' },
      ],
    ),
    rt.quote('Bring originals, not photocopies: the counter team must see the actual passport, licence and card.'),
  ],
};
