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
  bannerAlt: 'A dark blue saloon on a city street',
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
  ar: {
    title: 'الاستئجار الشهري أم التأجير طويل الأجل: أيهما يناسبك؟',
    subTitle: 'المرونة مقابل السعر: مقارنة واضحة للمقيمين والشركات',
    metaDescription:
      'قارن بين استئجار السيارات شهرياً والتأجير طويل الأجل في الإمارات: الالتزام والتكاليف والصيانة والتأمين، ولمن يناسب كل خيار.',
    metaKeywords:
      'تأجير سيارات شهري في الإمارات، تأجير سيارات طويل الأجل في دبي، التأجير أم الاستئجار، استئجار طويل الأجل في أبوظبي، التأجير المنتهي بالتملك',
    bannerAlt: 'سيارة صالون زرقاء داكنة في أحد شوارع المدينة',
    content: (imageId) => [
      rt.p(
        'شراء سيارة يستنزف المدخرات ويتطلب تنظيم التسجيل والتأمين والصيانة، لذلك يفضّل كثير من المقيمين والشركات في الإمارات دفع مبلغ شهري بدلاً من ذلك. وأبرز طريقتين لذلك هما الاستئجار الشهري والتأجير طويل الأجل، ولكل منهما احتياجات تناسبه.',
      ),
      rt.h2('الاستئجار الشهري: حرية تغيير رأيك'),
      rt.p(
        'يتجدد الاستئجار الشهري شهراً بشهر؛ فيمكنك تمديده أو تغيير السيارة أو إعادتها في نهاية أي شهر دون غرامة إنهاء مبكر. وتشمل الخدمة الصيانة والتسجيل والتأمين الأساسي والمساعدة على الطريق، وإذا احتاجت السيارة إلى صيانة استبدلناها لك.',
      ),
      rt.ul(
        'مثالي للقادمين الجدد ولفرق المشاريع، أو ريثما تستلم سيارة اشتريتها.',
        'مبلغ تأمين بدلاً من دفعة مقدمة، يُعاد إليك بعد شهر تقريباً من إعادة السيارة.',
        'تُطبَّق الأسعار الشهرية على كل استئجار تزيد مدته على 21 يوماً.',
      ),
      rt.image(imageId, 'سيارة صالون بيضاء جاهزة للاستئجار الشهري'),
      rt.h2('التأجير طويل الأجل: سعر أقل مقابل التزام أطول'),
      rt.p(
        'التأجير طويل الأجل عقد محدد المدة، يمتد عادة من 12 إلى 48 شهراً، على سيارة جديدة تُختار وفق مواصفاتك. ولأننا نستطيع التخطيط لعمر السيارة كاملاً، يكون السعر الشهري أقل من الاستئجار، وفي المقابل تكون المدة ثابتة وللإنهاء المبكر تكلفة.',
      ),
      rt.ul(
        'الأنسب للشركات التي تحتاج إلى أسطول مستقر وتكاليف يمكن التنبؤ بها.',
        'يُتفق على المسافة المقطوعة سنوياً منذ البداية، وتُحتسب ضمن قيمة العقد.',
        [
          { text: 'ومع ' },
          a('التأجير المنتهي بالتملك', '/lease-own'),
          { text: '، يمكن أن تصبح السيارة ملكك في نهاية المدة.' },
        ],
      ),
      rt.h2('مقارنة سريعة'),
      rt.ul(
        [b('الالتزام:'), { text: ' الاستئجار الشهري شهراً بشهر، والتأجير من 12 إلى 48 شهراً.' }],
        [b('السعر:'), { text: ' أقل شهرياً مع التأجير، ودون التزام طويل مع الاستئجار.' }],
        [b('اختيار السيارة:'), { text: ' في الاستئجار من أسطولنا الحالي، وفي التأجير سيارة جديدة وفق مواصفاتك.' }],
        [b('الصيانة والتسجيل:'), { text: ' مشمولان في الحالتين.' }],
      ),
      rt.quote(
        'لم تحسم أمرك بعد؟ يبدأ كثير من عملائنا بالاستئجار الشهري، ثم ينتقلون إلى التأجير طويل الأجل حين تستقر خططهم.',
      ),
      rt.p(
        'اطّلع على أسعار ',
        a('تأجير السيارات الشهري', '/monthly-car-rental'),
        ' أو ',
        a('اطلب عرض سعر للتأجير', '/lease-enquiry'),
        '، وسيُعدّ فريقنا لك الخيارين معاً.',
      ),
    ],
  },
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
  bannerAlt: 'A red coupé on a coastal road',
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
        {
          text: ' for the security deposit of {depositLowest} to {depositHighest}, released within {depositReleasePeriod} of the car’s return.',
        },
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
  ar: {
    title: 'تزور الإمارات؟ المستندات التي تحتاجها لاستئجار سيارة',
    subTitle: 'جواز السفر والرخصة والتصريح والبطاقة: قائمة تحقق تحضرها معك إلى مكتب الاستئجار',
    metaDescription:
      'المستندات التي يحتاجها السياح والزوار لاستئجار سيارة في الإمارات: جواز السفر وختم الدخول ورخصة بلدك ورخصة القيادة الدولية والبطاقة الائتمانية وشروط العمر.',
    metaKeywords:
      'استئجار سيارة للسياح في الإمارات، رخصة القيادة الدولية في الإمارات، مستندات استئجار سيارة في دبي، رخصة قيادة الزوار',
    bannerAlt: 'سيارة كوبيه حمراء على طريق ساحلي',
    content: (imageId) => [
      rt.p(
        'القيادة أسهل طريقة لاستكشاف الإمارات، من كثبان ليوا إلى جبال رأس الخيمة. واستئجار سيارة بصفتك زائراً أمر ميسّر إذا أحضرت المستندات الصحيحة.',
      ),
      rt.h2('قائمة التحقق'),
      rt.ol(
        [b('جواز السفر'), { text: ' مع ختم دخول أو تأشيرة زيارة سارية.' }],
        [b('رخصة القيادة الصادرة في بلدك،'), { text: ' على ألا تقل مدة حيازتها عن سنة.' }],
        [
          b('رخصة القيادة الدولية،'),
          {
            text: ' إذا كانت رخصتك صادرة في دولة غير مدرجة في قائمة الرخص المعتمدة في الإمارات. ويستطيع زوار كثير من الدول، ومنها دول مجلس التعاون الخليجي والمملكة المتحدة ودول الاتحاد الأوروبي والولايات المتحدة، القيادة عادة برخص بلدانهم، وسيؤكد لك فريقنا ذلك عند الحجز.',
          },
        ],
        [
          b('بطاقة ائتمانية باسم المستأجر'),
          {
            text: ' لمبلغ التأمين الذي يتراوح من {depositLowest} إلى {depositHighest}، ويُفرج عنه خلال {depositReleasePeriod} من إعادة السيارة.',
          },
        ],
      ),
      rt.image(imageId, 'سيارة هاتشباك صغيرة، وهي خيار شائع بين الزوار'),
      rt.h2('شروط العمر والرخصة'),
      rt.p(
        'يجب ألا يقل عمر السائق عن 23 عاماً، أو 25 عاماً لفئات السيارات المميزة ودفع رباعي مميزة والفاخرة والاستثنائية. وعلى كل سائق إضافي أن يحضر المستندات نفسها وأن يُضاف اسمه إلى عقد الاستئجار.',
      ),
      rt.h2('عندما تصبح مقيماً'),
      rt.p(
        'بمجرد صدور تأشيرة الإقامة لا تعود رخصة الزائر كافية، وستحتاج إلى رخصة قيادة إماراتية. وبحسب جنسيتك، قد تتمكن من استبدال رخصة بلدك دون اختبار.',
      ),
      rt.h2('معلومات مفيدة قبل القيادة'),
      rt.ul(
        'القيادة على الجانب الأيمن من الطريق، وكاميرات السرعة منتشرة في كل مكان.',
        'رسوم الطرق تُحتسب تلقائياً: كل سياراتنا مزوّدة بملصق سالك.',
        [
          { text: 'ستستلم السيارة من المطار؟ أرسل إلينا رقم رحلتك وسنكون في انتظارك. اقرأ المزيد في ' },
          a('الأسئلة الشائعة', '/faq'),
          { text: '.' },
        ],
      ),
      rt.quote('أحضر المستندات الأصلية لا صوراً عنها: يجب أن يطّلع فريق المكتب على جواز السفر والرخصة والبطاقة الأصلية.'),
    ],
  },
};
