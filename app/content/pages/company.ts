import type { LocalizedPageCopy } from './types';

/** About Us, Company Profile, the General Manager's word and the board page. */
export const companyPages = {
  'about-us': {
    en: {
      title: 'About Us',
      metaDescription:
        'A UAE family company since 1996 offering car rental, leasing, chauffeur and pre-owned car services from 10+ locations, with a team of more than 300 people.',
      metaKeywords: 'about us, car rental company UAE, rent a car since 1996, family company, car leasing UAE',
      heading: 'About Us',
      intro:
        'Since 1996 we have helped residents, visitors and businesses across the United Arab Emirates get on the road with confidence. What began as a family rent-a-car business is today a complete mobility partner, offering daily, weekly and monthly rental, long-term leasing, lease to own, chauffeur services, fleet management and certified pre-owned cars. We are part of a family group whose interests span automotive, real estate and jewellery.',
      sections: [
        {
          heading: 'Built on trust',
          paragraphs: [
            'Trust is earned one journey at a time. For us that means clear prices with VAT shown before you confirm, cars that are cleaned and checked between every rental, and people who pick up the phone when you need them.',
            'More than 300 colleagues at 10+ locations in Al Ain, Abu Dhabi, Dubai, Sharjah, Ras Al Khaimah and at the airport share that commitment, whether you are renting a compact car for a weekend or leasing a fleet for your company.',
          ],
        },
        {
          heading: 'Our culture',
          paragraphs: [
            'We are still a family company at heart. Many of our customers have rented from us for years, and many of our colleagues have grown with us from the front counter to branch and department leadership. We value straight answers, respect for every customer and taking ownership of a problem until it is solved.',
          ],
        },
        {
          heading: 'Why choose us',
          bullets: [
            'Experience in the UAE market since 1996, through every stage of the country’s growth.',
            '10+ locations in Al Ain, Abu Dhabi, Dubai, Sharjah, Ras Al Khaimah and the airport, with delivery and collection on request.',
            'A broad fleet, from compact and economy cars to SUVs, luxury models, minivans and commercial vehicles.',
            'Flexible terms: daily, weekly and monthly rental, leasing contracts and lease to own.',
            'Transparent pricing: the rate and any extras are shown with {vatPercent} VAT included before you book.',
            'Local support on two hotlines: {hotlineAbuDhabiAlAin} for Abu Dhabi and Al Ain, and {hotlineDubaiNorthern} for Dubai and the Northern Emirates.',
          ],
        },
        {
          heading: 'Vision and mission',
          paragraphs: [
            'Our vision is to be the most trusted mobility partner in the UAE for families, visitors and businesses.',
            'Our mission is to provide safe, well-maintained vehicles and honest, friendly service at fair prices, and to make every step, from booking to return, simple, quick and clear.',
          ],
        },
      ],
      cta: { label: 'Browse our fleet', to: '/fleet-guide' },
    },
    ar: {
      title: 'من نحن',
      metaDescription:
        'شركة عائلية إماراتية منذ 1996 تقدم خدمات تأجير السيارات والتأجير طويل الأمد والسائق الخاص والسيارات المستعملة عبر أكثر من 10 مواقع وبفريق يضم أكثر من 300 موظف.',
      metaKeywords:
        'من نحن, شركة تأجير سيارات في الإمارات, تأجير سيارات منذ 1996, شركة عائلية, تأجير سيارات طويل الأمد',
      heading: 'من نحن',
      intro:
        'منذ عام 1996 ونحن نساعد المقيمين والزوار والشركات في دولة الإمارات العربية المتحدة على الانطلاق بثقة. بدأنا شركةً عائليةً لتأجير السيارات، وأصبحنا اليوم شريكاً متكاملاً في خدمات التنقل، نقدم التأجير اليومي والأسبوعي والشهري، والتأجير طويل الأمد، والتأجير المنتهي بالتملك، وخدمات السائق الخاص، وإدارة الأساطيل، والسيارات المستعملة المعتمدة. ونحن جزء من مجموعة عائلية تمتد أعمالها إلى قطاعات السيارات والعقارات والمجوهرات.',
      sections: [
        {
          heading: 'الثقة أساس عملنا',
          paragraphs: [
            'تُكتسب الثقة رحلةً بعد رحلة. ويعني ذلك لنا أسعاراً واضحة تظهر فيها ضريبة القيمة المضافة قبل أن تؤكد حجزك، وسيارات تُنظَّف وتُفحص بعد كل عملية تأجير، وفريقاً يرد على اتصالك متى احتجت إليه.',
            'يشاركنا هذا الالتزام أكثر من 300 زميل في أكثر من 10 مواقع في العين وأبوظبي ودبي والشارقة ورأس الخيمة وفي المطار، سواء كنت تستأجر سيارة صغيرة لعطلة نهاية الأسبوع أو تستأجر أسطولاً كاملاً لشركتك.',
          ],
        },
        {
          heading: 'ثقافتنا',
          paragraphs: [
            'ما زلنا في جوهرنا شركة عائلية. كثير من عملائنا يتعاملون معنا منذ سنوات، وكثير من زملائنا نموا معنا من مكتب الاستقبال إلى إدارة الفروع والأقسام. نؤمن بالإجابة الصريحة، واحترام كل عميل، وتحمّل مسؤولية المشكلة حتى تُحل.',
          ],
        },
        {
          heading: 'لماذا تختارنا',
          bullets: [
            'خبرة في السوق الإماراتي منذ 1996 رافقت كل مراحل نمو الدولة.',
            'أكثر من 10 مواقع في العين وأبوظبي ودبي والشارقة ورأس الخيمة والمطار، مع خدمة التوصيل والاستلام عند الطلب.',
            'أسطول متنوع يشمل السيارات الصغيرة والاقتصادية وسيارات الدفع الرباعي والطرازات الفاخرة والحافلات الصغيرة والمركبات التجارية.',
            'خيارات مرنة: تأجير يومي وأسبوعي وشهري، وعقود تأجير طويل الأمد، وتأجير منتهٍ بالتملك.',
            'أسعار شفافة: تظهر الأجرة والإضافات شاملة ضريبة القيمة المضافة البالغة {vatPercent} قبل الحجز.',
            'دعم محلي عبر خطين ساخنين: {hotlineAbuDhabiAlAin} لأبوظبي والعين، و{hotlineDubaiNorthern} لدبي والإمارات الشمالية.',
          ],
        },
        {
          heading: 'الرؤية والرسالة',
          paragraphs: [
            'رؤيتنا أن نكون شريك التنقل الأكثر ثقة في دولة الإمارات للعائلات والزوار والشركات.',
            'ورسالتنا أن نوفر سيارات آمنة تحظى بصيانة جيدة وخدمة صادقة وودودة بأسعار عادلة، وأن نجعل كل خطوة، من الحجز حتى إعادة السيارة، سهلة وسريعة وواضحة.',
          ],
        },
      ],
      cta: { label: 'تصفح أسطولنا', to: '/fleet-guide' },
    },
  },

  'company-profile': {
    en: {
      title: 'Company Profile',
      metaDescription:
        'Company profile: a UAE mobility provider since 1996 offering rental, leasing, lease to own, chauffeurs, fleet management and pre-owned cars at 10+ locations.',
      metaKeywords: 'company profile, car rental UAE, car leasing company, fleet management UAE, pre-owned cars UAE',
      heading: 'Company Profile',
      intro:
        'We are a UAE family company that has provided cars and mobility services since 1996. Today more than 300 people at 10+ locations serve individuals, families, visitors, government entities and companies of every size, backed by a family group active in automotive, real estate and jewellery.',
      sections: [
        {
          heading: 'What we do',
          bullets: [
            'Car rental by the day, week or month, with delivery and collection on request.',
            'Car leasing for individuals and businesses, with maintenance, insurance and registration included.',
            'Lease to own, for customers who want to drive now and own the car at the end of the term.',
            'Chauffeur services for business travel, airport transfers, events and VIP guests.',
            'Fleet management, fleet consultancy and vehicle outsourcing for organisations.',
            'Sale of certified pre-owned cars, inspected and prepared by our own teams.',
          ],
        },
        {
          heading: 'Where we are',
          paragraphs: [
            'Our network covers the country: a branch in Al Ain, three in Abu Dhabi, three in Dubai including Ittihad Road and Ibn Battuta, MG showrooms in Sharjah and Ras Al Khaimah, and an airport location. Every branch works from the same booking system, so you can collect a car in one city and return it in another.',
          ],
        },
        {
          heading: 'How we work',
          paragraphs: [
            'Each vehicle is checked, cleaned and serviced to the manufacturer’s schedule. Customers see the full price, including VAT, before they confirm, and can pay online by card or on pick-up. Corporate customers have a dedicated contact and consolidated monthly billing.',
            'Customer service runs on two hotlines: {hotlineAbuDhabiAlAin} for Abu Dhabi and Al Ain, and {hotlineDubaiNorthern} for Dubai and the Northern Emirates.',
          ],
        },
      ],
      cta: { label: 'Talk to our team', to: '/contact-us' },
    },
    ar: {
      title: 'نبذة عن الشركة',
      metaDescription:
        'مزوّد إماراتي لخدمات التنقل منذ 1996، يقدم تأجير السيارات والتأجير طويل الأمد والتأجير المنتهي بالتملك والسائق الخاص وإدارة الأساطيل والسيارات المستعملة في أكثر من 10 مواقع.',
      metaKeywords:
        'نبذة عن الشركة, تأجير سيارات في الإمارات, شركة تأجير سيارات, إدارة الأساطيل, سيارات مستعملة في الإمارات',
      heading: 'نبذة عن الشركة',
      intro:
        'نحن شركة عائلية إماراتية نقدم السيارات وخدمات التنقل منذ عام 1996. ويخدم اليوم أكثر من 300 موظف في أكثر من 10 مواقع الأفراد والعائلات والزوار والجهات الحكومية والشركات بمختلف أحجامها، مدعومين بمجموعة عائلية تعمل في قطاعات السيارات والعقارات والمجوهرات.',
      sections: [
        {
          heading: 'ماذا نقدم',
          bullets: [
            'تأجير السيارات باليوم أو الأسبوع أو الشهر، مع خدمة التوصيل والاستلام عند الطلب.',
            'التأجير طويل الأمد للأفراد والشركات، شاملاً الصيانة والتأمين والتسجيل.',
            'التأجير المنتهي بالتملك لمن يرغب في القيادة الآن وتملّك السيارة في نهاية العقد.',
            'خدمات السائق الخاص لرحلات العمل والتنقل من المطار وإليه والمناسبات وكبار الضيوف.',
            'إدارة الأساطيل والاستشارات المتعلقة بها وخدمات تعهيد المركبات للمؤسسات.',
            'بيع سيارات مستعملة معتمدة تفحصها وتجهزها فرقنا الفنية.',
          ],
        },
        {
          heading: 'أين نحن',
          paragraphs: [
            'تغطي شبكتنا أنحاء الدولة: فرع في العين، وثلاثة فروع في أبوظبي، وثلاثة في دبي منها شارع الاتحاد وابن بطوطة، ومعرضان لسيارات MG في الشارقة ورأس الخيمة، إضافة إلى موقع في المطار. تعمل جميع الفروع على نظام حجز واحد، لذا يمكنك استلام السيارة في مدينة وإعادتها في أخرى.',
          ],
        },
        {
          heading: 'كيف نعمل',
          paragraphs: [
            'تخضع كل سيارة للفحص والتنظيف والصيانة وفق جدول الشركة المصنّعة. ويطّلع العميل على السعر الكامل شاملاً ضريبة القيمة المضافة قبل التأكيد، ويمكنه الدفع إلكترونياً بالبطاقة أو عند الاستلام. ويحظى عملاء الشركات بمسؤول تواصل مخصص وفاتورة شهرية موحدة.',
            'تعمل خدمة العملاء عبر خطين ساخنين: {hotlineAbuDhabiAlAin} لأبوظبي والعين، و{hotlineDubaiNorthern} لدبي والإمارات الشمالية.',
          ],
        },
      ],
      cta: { label: 'تحدث إلى فريقنا', to: '/contact-us' },
    },
  },

  'word-from-gmanager': {
    en: {
      title: 'Word From Our General Manager',
      metaDescription:
        'A message from our General Manager on the values that have guided our UAE car rental and leasing company since 1996 and on how we serve our customers today.',
      heading: 'Word From Our General Manager',
      intro:
        'Thank you for choosing to learn more about us. Whether you are renting your first car in the UAE or managing a fleet of hundreds, I would like to share what you can expect from our company.',
      sections: [
        {
          heading: 'Where we come from',
          paragraphs: [
            'Our company was started in 1996 by a family that believed a car rental should be simple: a clean, reliable car, a fair price and people who keep their word. That belief has carried us from a single counter to more than 10 locations and a team of over 300 people across the Emirates.',
            'The UAE has changed remarkably in that time, and so have the needs of our customers. Visitors expect to book in minutes on their phones. Residents want monthly and lease-to-own options that fit their budgets. Companies want a partner who can take the whole burden of their vehicles off their hands.',
          ],
        },
        {
          heading: 'What we promise',
          paragraphs: [
            'We have grown our services to meet those needs, but our promise has not changed. Every car is checked before it reaches you. Every price is shown in full, including VAT, before you commit. And when something does not go to plan, a flat tyre on the way to Jebel Hafeet or a change of flight, our team will help you solve it.',
          ],
        },
        {
          heading: 'Our thanks',
          paragraphs: [
            'I am grateful to our customers for their loyalty, some of them since our very first years, and to my colleagues, whose care and hard work make that loyalty possible. We look forward to welcoming you at one of our branches, or to hearing from you on {hotlineAbuDhabiAlAin} or {hotlineDubaiNorthern}.',
            'General Manager',
          ],
        },
      ],
      cta: { label: 'Find a car', to: '/fleet-guide' },
    },
    ar: {
      title: 'كلمة المدير العام',
      metaDescription:
        'رسالة من مديرنا العام حول القيم التي توجّه شركتنا لتأجير السيارات والتأجير طويل الأمد في الإمارات منذ 1996، وكيف نخدم عملاءنا اليوم.',
      heading: 'كلمة المدير العام',
      intro:
        'شكراً لاهتمامك بالتعرف علينا أكثر. سواء كنت تستأجر أول سيارة لك في الإمارات أو تدير أسطولاً من مئات المركبات، يسعدني أن أشاركك ما يمكنك أن تتوقعه من شركتنا.',
      sections: [
        {
          heading: 'من أين بدأنا',
          paragraphs: [
            'تأسست شركتنا عام 1996 على يد عائلة آمنت بأن تأجير السيارة يجب أن يكون بسيطاً: سيارة نظيفة وموثوقة، وسعر عادل، وفريق يفي بوعده. هذه القناعة حملتنا من مكتب واحد إلى أكثر من 10 مواقع وفريق يضم أكثر من 300 موظف في أنحاء الإمارات.',
            'لقد تغيرت دولة الإمارات تغيراً لافتاً خلال هذه السنوات، وتغيرت معها احتياجات عملائنا. فالزائر يتوقع أن يحجز خلال دقائق من هاتفه، والمقيم يبحث عن خيارات شهرية أو تأجير منتهٍ بالتملك تناسب ميزانيته، والشركات تريد شريكاً يتولى عنها عبء مركباتها بالكامل.',
          ],
        },
        {
          heading: 'ما نعد به',
          paragraphs: [
            'طوّرنا خدماتنا لتلبية هذه الاحتياجات، لكن وعدنا لم يتغير. تُفحص كل سيارة قبل أن تصل إليك، ويظهر كل سعر كاملاً شاملاً ضريبة القيمة المضافة قبل أن تلتزم. وإذا لم تسر الأمور كما خُطط لها، كإطار مثقوب في الطريق إلى جبل حفيت أو تغيير في موعد رحلتك، فإن فريقنا سيساعدك على حل المشكلة.',
          ],
        },
        {
          heading: 'شكر وتقدير',
          paragraphs: [
            'أتوجه بالشكر إلى عملائنا على وفائهم، وبعضهم معنا منذ سنواتنا الأولى، وإلى زملائي الذين يجعل حرصهم وجهدهم هذا الوفاء ممكناً. نتطلع إلى استقبالك في أحد فروعنا، أو إلى تواصلك معنا على الرقم {hotlineAbuDhabiAlAin} أو {hotlineDubaiNorthern}.',
            'المدير العام',
          ],
        },
      ],
      cta: { label: 'ابحث عن سيارة', to: '/fleet-guide' },
    },
  },

  'the-board': {
    en: {
      title: 'Board & Executive Management',
      metaDescription:
        'Meet the Board of Directors and Executive Management of our family-owned UAE car rental and leasing company, and read the founder’s message to our customers.',
      heading: 'Board & Executive Management',
      intro:
        'Our company is guided by a Board of Directors led by our founder and by an executive team that runs our branches, fleet and services day to day. Together they set our direction and make sure every decision serves our customers, our people and the communities we operate in.',
      sections: [
        {
          heading: 'Message From Founder',
          paragraphs: [
            'When we opened our first rent-a-car counter in 1996, we had a small fleet and a simple idea: treat every customer the way you would want your own family to be treated. That idea has guided us ever since.',
            'Over the years our family business has grown alongside the United Arab Emirates. Our group now works across automotive, real estate and jewellery, and our mobility company serves customers at 10+ locations with more than 300 dedicated people. Yet the questions we ask ourselves are the same as on the first day: is the car safe, is the price fair, and did we keep our word?',
            'I am proud of the trust that customers, partners and colleagues have placed in us, and I know that trust must be earned again every day. My thanks go to everyone who has travelled with us, and to the generations of staff who have made this company what it is.',
            'To the young people joining our company today, I say: you are the next chapter of this family story. Look after our customers as if they were your own guests, keep your word, and never stop learning. I look forward to seeing what you build.',
          ],
        },
      ],
      cta: { label: 'Join our team', to: '/career-with-us' },
    },
    ar: {
      title: 'مجلس الإدارة والإدارة التنفيذية',
      metaDescription:
        'تعرّف على مجلس الإدارة والإدارة التنفيذية لشركتنا العائلية الإماراتية لتأجير السيارات والتأجير طويل الأمد، واقرأ رسالة المؤسس إلى عملائنا.',
      heading: 'مجلس الإدارة والإدارة التنفيذية',
      intro:
        'يوجّه شركتنا مجلس إدارة يرأسه مؤسسها، وفريق تنفيذي يدير الفروع والأسطول والخدمات يوماً بيوم. ويحدد الفريقان معاً توجهاتنا ويحرصان على أن يخدم كل قرار عملاءنا وموظفينا والمجتمعات التي نعمل فيها.',
      sections: [
        {
          heading: 'رسالة المؤسس',
          paragraphs: [
            'عندما افتتحنا أول مكتب لتأجير السيارات عام 1996، كان لدينا أسطول صغير وفكرة بسيطة: أن نعامل كل عميل كما نحب أن تُعامَل عائلتنا. وما زالت هذه الفكرة ترشدنا حتى اليوم.',
            'على مر السنين نما عملنا العائلي جنباً إلى جنب مع دولة الإمارات العربية المتحدة. فمجموعتنا تعمل اليوم في قطاعات السيارات والعقارات والمجوهرات، وتخدم شركتنا للتنقل عملاءها في أكثر من 10 مواقع بفريق يضم أكثر من 300 موظف مخلص. ومع ذلك فإن الأسئلة التي نطرحها على أنفسنا هي ذاتها منذ اليوم الأول: هل السيارة آمنة، وهل السعر عادل، وهل وفينا بوعدنا؟',
            'أفخر بالثقة التي منحنا إياها العملاء والشركاء والزملاء، وأدرك أن هذه الثقة يجب أن تُكتسب من جديد كل يوم. شكري لكل من رافقنا في رحلاته، ولأجيال الموظفين الذين صنعوا من هذه الشركة ما هي عليه اليوم.',
            'وأقول للشباب الذين ينضمون إلى شركتنا اليوم: أنتم الفصل القادم من قصة هذه العائلة. اعتنوا بعملائنا كما لو كانوا ضيوفكم، وأوفوا بوعودكم، ولا تتوقفوا عن التعلم. وإني لأتطلع إلى ما ستبنونه.',
          ],
        },
      ],
      cta: { label: 'انضم إلى فريقنا', to: '/career-with-us' },
    },
  },
} satisfies Record<string, LocalizedPageCopy>;
