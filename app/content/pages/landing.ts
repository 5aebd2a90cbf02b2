import type { LocalizedPageCopy } from './types';

/** SEO landing pages for monthly, weekly and daily car rental (English). The Arabic copy is in landing-ar.ts. */
export const landingPagesEn = {
  'monthly-car-rental': {
    title: 'Monthly Car Rental in the UAE',
    metaDescription:
      'Rent a car by the month in Abu Dhabi, Dubai, Al Ain and across the UAE: our lowest per-day rates from 22 days, with servicing and roadside assistance included.',
    metaKeywords:
      'monthly car rental, monthly car rental Dubai, monthly car rental Abu Dhabi, monthly car rental Al Ain, long term car rental UAE, cheap monthly car rental',
    heading: 'Monthly Car Rental',
    intro:
      'Monthly rental gives you a car of your own without the commitment of buying or leasing. It is ideal if you have just moved to the UAE, are waiting for a new car, are working on a project or simply want the freedom to change cars as your needs change. Rent for 22 days or more and our monthly rate applies: the lowest per-day price we offer on rentals.',
    sections: [
      {
        heading: 'How our rates work',
        paragraphs: [
          'Every rental is priced by its length. Rentals of 1 to 6 days use our daily rate, 7 to 21 days our weekly rate, and 22 days or more our monthly rate. All three are prices per day, so a 30-day rental costs 30 times the monthly per-day rate. The first hour after a full day is free, so returning a little late does not add a day.',
          'Optional cover and extras, such as collision damage waiver, personal accident insurance and GPS, follow the same tiers. Every price includes {vatPercent} VAT, and you see the full breakdown before you confirm. When the month is up, you can simply extend.',
        ],
      },
      {
        heading: 'What is included',
        bullets: [
          'Insurance as required by UAE law, with the vehicle’s registration in order.',
          'Scheduled servicing at no extra cost: just let us know when the car is about 500 km from its next service.',
          '24/7 roadside assistance, and a replacement car if yours breaks down.',
          'A choice of twelve categories, from compact and economy cars to SUVs, minivans and commercial vehicles.',
        ],
      },
      {
        heading: 'Documents you need',
        bullets: [
          'UAE residents: Emirates ID and a UAE driving licence held for at least one year.',
          'Visitors: passport with visa or entry stamp, home country licence and an International Driving Permit where required.',
          'A credit card in the renter’s name for the security pre-authorisation of {depositLowest} to {depositHighest}, refunded about a month after the rental ends, once any fines and Salik tolls have been cleared.',
        ],
      },
      {
        heading: 'Insurance and peace of mind',
        paragraphs: [
          'Add a collision damage waiver to reduce what you pay if the car is damaged, and personal accident insurance to cover you and your passengers. If you are ever involved in an accident, call the police on 999 and ask for a police report: insurance cannot cover repairs without one.',
        ],
      },
      {
        heading: 'Delivery and collection',
        paragraphs: [
          'Collect your car at any of our branches in Al Ain, Abu Dhabi, Dubai, Sharjah or Ras Al Khaimah, or at the airport. Prefer not to travel? We can deliver the car to your home or office and collect it at the end of your rental; additional collection charges may apply. Returning to a different branch costs {oneWaySameCity} within the same city and {oneWayOtherCity} between cities.',
        ],
      },
    ],
    cta: { label: 'Choose your monthly car', to: '/fleet-guide' },
  },

  'weekly-car-rental': {
    title: 'Weekly Car Rental in the UAE',
    metaDescription:
      'Rent a car for a week or two in Dubai, Abu Dhabi or Al Ain at our weekly rate, below the daily rate, with insurance, roadside assistance and airport pick-up.',
    metaKeywords:
      'weekly car rental, weekly car rental Dubai, weekly car rental Abu Dhabi, car hire for a week UAE, tourist car rental UAE',
    heading: 'Weekly Car Rental',
    intro:
      'Planning a week in Dubai, a fortnight with family in Al Ain or a short project away from home? Weekly rental gives you a lower daily price than our daily rate without committing to a full month. Rent for 7 to 21 days and the weekly rate applies automatically.',
    sections: [
      {
        heading: 'How weekly pricing works',
        paragraphs: [
          'From the seventh day, every day of your rental is charged at the weekly rate instead of the daily rate. If your trip is close to six days, compare the total for seven: the lower rate often makes the extra day worthwhile. Stay 22 days or more and the monthly rate, our lowest, applies instead.',
          'Collision damage waiver, personal accident insurance and GPS follow the same tiers, and every price includes {vatPercent} VAT. You see every line of the price before you confirm.',
        ],
      },
      {
        heading: 'What is included',
        bullets: [
          'Insurance as required by UAE law and 24/7 roadside assistance.',
          'Free online amendments, twice, up to 48 hours before pick-up.',
          'Optional additional driver, so you can share the driving.',
          'GPS at {gpsPerDay} and child seats at {babySeatPerDay} per day.',
        ],
      },
      {
        heading: 'Documents you need',
        bullets: [
          'UAE residents: Emirates ID and a UAE driving licence held for at least one year.',
          'Visitors: passport with visa or entry stamp, your home country licence and an International Driving Permit if your licence is not accepted on its own in the UAE.',
          'A credit card in the renter’s name for the security pre-authorisation, usually {depositLowest} to {depositHighest} depending on the car.',
        ],
      },
      {
        heading: 'Driving around the Emirates',
        paragraphs: [
          'Our cars are fitted with Salik tags, so Dubai toll gates are charged automatically at cost plus a {salikServiceCharge} service charge. Speed limits are enforced by cameras, and fines are passed on with an administration fee. Planning to cross into Oman? Ask us in advance: it costs {omanInsurancePerWeek} per week, including the required insurance.',
        ],
      },
      {
        heading: 'Pick-up, delivery and return',
        paragraphs: [
          'Collect at the airport as soon as you land, giving us your flight number when you book, or at a branch in Al Ain, Abu Dhabi, Dubai, Sharjah or Ras Al Khaimah. We can also deliver to your hotel, home or office; additional collection charges may apply. Returning to a different branch costs {oneWaySameCity} within the same city and {oneWayOtherCity} between cities.',
        ],
      },
    ],
    cta: { label: 'Find a car for your week', to: '/fleet-guide' },
  },

  'daily-car-rental': {
    title: 'Daily Car Rental in the UAE',
    metaDescription:
      'Rent a car by the day in Abu Dhabi, Dubai, Al Ain, Sharjah or Ras Al Khaimah: clear daily rates with VAT, insurance included, airport pick-up and delivery.',
    metaKeywords:
      'daily car rental, rent a car for a day, daily car rental Dubai, daily car rental Abu Dhabi, daily car rental Al Ain, one day car rental UAE',
    heading: 'Daily Car Rental',
    intro:
      'Need a car for a day of meetings, an airport run or a weekend away? Daily rental is the quickest way to get on the road. Book online at least 24 hours ahead, collect at a branch or the airport, or have the car delivered, and return it when you are done.',
    sections: [
      {
        heading: 'Daily rates, and when they change',
        paragraphs: [
          'Rentals of 1 to 6 days are charged at our daily rate. A rental day is 24 hours from pick-up, with {lateReturnGraceMinutes} minutes of grace on return; after that, each hour started costs {lateHourPercent} of the day, and {lateHoursMakingADay} hours make another day. The minimum rental is one day.',
          'If your plans grow, so do your savings: from 7 days the lower weekly rate applies, and from 22 days the monthly rate. Prices are shown with {vatPercent} VAT included before you confirm.',
        ],
      },
      {
        heading: 'What is included',
        bullets: [
          'Insurance as required by UAE law.',
          '24/7 roadside assistance for breakdowns and emergencies.',
          'A clean, checked car from the category you booked.',
          'Free online amendments, twice, up to 48 hours before pick-up.',
        ],
      },
      {
        heading: 'Documents you need',
        bullets: [
          'Minimum age 23, or 25 for Premium, SUV Premium, Luxury and Extra Ordinary cars, with a licence held for at least one year.',
          'UAE residents: Emirates ID and UAE driving licence.',
          'Visitors: passport, home country licence and an International Driving Permit where required.',
          'A credit card in the renter’s name for the security pre-authorisation.',
        ],
      },
      {
        heading: 'Insurance and deposit',
        paragraphs: [
          'Reduce your liability for damage with a collision damage waiver, and add personal accident insurance for you and your passengers. We hold a refundable pre-authorisation, usually {depositLowest} to {depositHighest}, on your credit card, released once the rental is closed and any Salik tolls or fines have been settled.',
        ],
      },
      {
        heading: 'Pick-up, delivery and return',
        paragraphs: [
          'Choose any branch in Al Ain, Abu Dhabi, Dubai, Sharjah or Ras Al Khaimah, or the airport, during its opening hours. We can also bring the car to your door and collect it afterwards; additional collection charges may apply. Return the car with the same fuel level to avoid a refuelling charge.',
        ],
      },
    ],
    cta: { label: 'Book a car for the day', to: '/fleet-guide' },
  },
} satisfies Record<string, LocalizedPageCopy['en']>;
