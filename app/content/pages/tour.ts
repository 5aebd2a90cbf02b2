import type { LocalizedPageCopy } from './types';

/** Explore UAE (/tour): the tour enquiry page, one section per destination. */
export const tourPages = {
  tour: {
    en: {
      title: 'Explore UAE',
      metaDescription:
        'Plan a road trip across the Emirates: ideas for Abu Dhabi, Dubai, Al Ain, Ras Al Khaimah, Fujairah and Sharjah, with a rental car or a chauffeur from us.',
      metaKeywords:
        'explore UAE, UAE road trip, tours Abu Dhabi, tours Dubai, Al Ain tour, Ras Al Khaimah, Fujairah, Sharjah, car rental for tourists',
      heading: 'Explore the UAE',
      intro:
        'From the grand mosque and museums of Abu Dhabi to the mountains of Ras Al Khaimah, the Emirates pack remarkable variety into a few hours’ drive. Tell us where you would like to go, when and how many of you are travelling, and we will suggest the right car, or a car with a chauffeur, for your trip. Send your tour enquiry with the form on this page.',
      sections: [
        {
          heading: 'Abu Dhabi',
          paragraphs: [
            'The capital combines culture and coastline. Visit the Sheikh Zayed Grand Mosque, see the collections of Louvre Abu Dhabi on Saadiyat Island, walk or cycle along the Corniche and spend a day at the theme parks of Yas Island.',
          ],
        },
        {
          heading: 'Dubai',
          paragraphs: [
            'Take in the view from Burj Khalifa, cross Dubai Creek by abra to the souks of Deira and wander the lanes of the historic Al Fahidi district. Then head for Dubai Marina or the beach at Jumeirah, and round off the day with an evening desert safari run by a licensed operator.',
          ],
        },
        {
          heading: 'Al Ain',
          paragraphs: [
            'The Garden City is an easy drive from both Abu Dhabi and Dubai. Stroll through the shaded palm groves of Al Ain Oasis, part of the UNESCO-listed Cultural Sites of Al Ain, visit Al Jahili Fort and Al Ain Zoo, and drive the winding road up Jebel Hafeet for the view at sunset.',
          ],
        },
        {
          heading: 'Ras Al Khaimah',
          paragraphs: [
            'Mountains meet the sea in the northernmost emirate. Drive up Jebel Jais for cooler air, viewing decks and the Jais Flight zipline, explore the hilltop Dhayah Fort, and relax at the beach resorts around Al Marjan Island.',
          ],
        },
        {
          heading: 'Fujairah',
          paragraphs: [
            'On the east coast, the Hajar Mountains drop into the Gulf of Oman. See Fujairah Fort and the Al Bidyah Mosque, often described as the oldest mosque in the UAE, snorkel around Snoopy Island, and stop at the roadside Friday Market at Masafi on the way.',
          ],
        },
        {
          heading: 'Sharjah',
          paragraphs: [
            'Named Cultural Capital of the Arab World by UNESCO in 1998, Sharjah is a city of museums and heritage. Explore the Heart of Sharjah, the Sharjah Museum of Islamic Civilization and the Sharjah Art Museum, enjoy an evening at Al Noor Island or Al Qasba, and discover the desert archaeology of Mleiha.',
          ],
        },
      ],
      cta: { label: 'Book a chauffeur', to: '/chauffeur-services' },
    },
    ar: {
      title: 'استكشف الإمارات',
      metaDescription:
        'خطط لرحلة برية عبر الإمارات: أفكار لزيارة أبوظبي ودبي والعين ورأس الخيمة والفجيرة والشارقة، بسيارة مستأجرة أو مع سائق خاص من عندنا.',
      metaKeywords:
        'استكشف الإمارات, رحلة برية في الإمارات, جولات أبوظبي, جولات دبي, جولة في العين, رأس الخيمة, الفجيرة, الشارقة, تأجير سيارات للسياح',
      heading: 'استكشف الإمارات',
      intro:
        'من جامع أبوظبي الكبير ومتاحفها إلى جبال رأس الخيمة، تجمع الإمارات تنوعاً لافتاً في مسافة قيادة لا تتجاوز بضع ساعات. أخبرنا إلى أين تود الذهاب ومتى وكم عدد المسافرين، وسنقترح لك السيارة المناسبة، أو سيارة مع سائق خاص، لرحلتك. أرسل استفسارك عن الجولة عبر النموذج في هذه الصفحة.',
      sections: [
        {
          heading: 'أبوظبي',
          paragraphs: [
            'تجمع العاصمة بين الثقافة والساحل. زر جامع الشيخ زايد الكبير، وشاهد مقتنيات متحف اللوفر أبوظبي في جزيرة السعديات، وتمشَّ أو اركب الدراجة على الكورنيش، وامضِ يوماً في المدن الترفيهية بجزيرة ياس.',
          ],
        },
        {
          heading: 'دبي',
          paragraphs: [
            'استمتع بالإطلالة من برج خليفة، واعبر خور دبي على متن العبرة إلى أسواق ديرة، وتجول في أزقة حي الفهيدي التاريخي. ثم توجه إلى دبي مارينا أو شاطئ جميرا، واختتم يومك برحلة سفاري مسائية في الصحراء مع شركة مرخّصة.',
          ],
        },
        {
          heading: 'العين',
          paragraphs: [
            'مدينة الحدائق على مسافة قيادة مريحة من أبوظبي ودبي. تجول بين بساتين النخيل الظليلة في واحة العين، وهي جزء من مواقع العين الثقافية المدرجة في قائمة اليونسكو، وزر قلعة الجاهلي وحديقة الحيوانات بالعين، واصعد الطريق المتعرج إلى جبل حفيت لمشاهدة الغروب.',
          ],
        },
        {
          heading: 'رأس الخيمة',
          paragraphs: [
            'في أقصى شمال الدولة تلتقي الجبال بالبحر. اصعد إلى جبل جيس حيث الهواء الألطف ومنصات المشاهدة وخط الانزلاق جيس فلايت، واستكشف قلعة ضاية على قمة التل، واسترخِ في المنتجعات الشاطئية حول جزيرة المرجان.',
          ],
        },
        {
          heading: 'الفجيرة',
          paragraphs: [
            'على الساحل الشرقي تنحدر جبال الحجر نحو خليج عُمان. شاهد قلعة الفجيرة ومسجد البدية الذي يوصف غالباً بأنه أقدم مسجد في الإمارات، ومارس الغطس حول جزيرة سنوبي، وتوقف في طريقك عند سوق الجمعة في مسافي.',
          ],
        },
        {
          heading: 'الشارقة',
          paragraphs: [
            'اختارت اليونسكو الشارقة عاصمة للثقافة العربية عام 1998، وهي مدينة المتاحف والتراث. استكشف قلب الشارقة ومتحف الشارقة للحضارة الإسلامية ومتحف الشارقة للفنون، واستمتع بأمسية في جزيرة النور أو القصباء، واكتشف آثار الصحراء في مليحة.',
          ],
        },
      ],
      cta: { label: 'احجز سائقاً خاصاً', to: '/chauffeur-services' },
    },
  },
} satisfies Record<string, LocalizedPageCopy>;
