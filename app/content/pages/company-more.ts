import type { LocalizedPageCopy } from './types';

/** Clients, careers, awards and corporate social responsibility. */
export const companyMorePages = {
  clients: {
    en: {
      title: 'Clients Portfolio',
      metaDescription:
        'Government entities, corporations and small businesses across the UAE trust us with their car rental, leasing and fleet needs. See some of our valued clients.',
      metaKeywords:
        'corporate car rental UAE, car leasing clients, fleet clients, corporate leasing Abu Dhabi, corporate leasing Dubai',
      heading: 'Clients Portfolio',
      intro:
        'Since 1996 we have served government entities, semi-government organisations, multinational companies and growing local businesses across the UAE. They rely on us for daily and monthly rentals, long-term leasing, chauffeur services and complete fleet management. Here are some of the organisations that trust us with their mobility.',
      sections: [],
      cta: { label: 'Request a corporate quote', to: '/lease-enquiry' },
    },
    ar: {
      title: 'عملاؤنا',
      metaDescription:
        'تثق بنا جهات حكومية وشركات كبرى ومؤسسات صغيرة في أنحاء الإمارات لتلبية احتياجاتها من تأجير السيارات والتأجير طويل الأمد وإدارة الأساطيل. تعرّف على بعض عملائنا.',
      metaKeywords:
        'تأجير سيارات للشركات في الإمارات, عملاء التأجير, عملاء الأساطيل, تأجير الشركات أبوظبي, تأجير الشركات دبي',
      heading: 'عملاؤنا',
      intro:
        'منذ عام 1996 نخدم جهات حكومية وشبه حكومية وشركات متعددة الجنسيات ومؤسسات محلية ناشئة في أنحاء الإمارات. يعتمد علينا هؤلاء العملاء في التأجير اليومي والشهري، والتأجير طويل الأمد، وخدمات السائق الخاص، والإدارة المتكاملة للأساطيل. وفيما يلي بعض المؤسسات التي تأتمننا على تنقلها.',
      sections: [],
      cta: { label: 'اطلب عرض سعر للشركات', to: '/lease-enquiry' },
    },
  },

  'career-with-us': {
    en: {
      title: 'Career with Us',
      metaDescription:
        'Build your career with a UAE family company founded in 1996. Join 300+ colleagues in car rental, leasing, fleet, sales and support roles at 10+ locations.',
      metaKeywords:
        'careers UAE, car rental jobs, jobs in Abu Dhabi, jobs in Dubai, jobs in Al Ain, automotive careers',
      heading: 'Career with Us',
      intro:
        'Our people are the reason customers come back. More than 300 colleagues from many nationalities work at our 10+ locations across the UAE, and many of them have grown with us from their first role to leading a branch or a department. If you enjoy helping people and taking ownership of your work, we would like to hear from you.',
      sections: [
        {
          heading: 'Why work with us',
          bullets: [
            'A family company with stable roots, in business since 1996.',
            'Training on the job and a real chance to grow into senior roles.',
            'A friendly, diverse team where your ideas are heard.',
            'Workplaces in Al Ain, Abu Dhabi, Dubai, Sharjah, Ras Al Khaimah and at the airport.',
            'Benefits in line with UAE labour law, including health insurance, annual leave and end-of-service gratuity.',
          ],
        },
        {
          heading: 'Roles across our business',
          bullets: [
            'Customer service and branch counter staff',
            'Drivers and professional chauffeurs',
            'Workshop technicians and vehicle preparation',
            'Fleet, logistics and delivery coordination',
            'Sales for leasing, corporate accounts and pre-owned cars',
            'Finance, human resources, IT and digital',
          ],
        },
        {
          heading: 'Life on our team',
          paragraphs: [
            'Our branches are busy, friendly places where no two days are the same. In the morning you might help a family visiting from abroad plan their first drive to Jebel Hafeet; in the afternoon, hand a new fleet of vans to a corporate client. We look for people who are patient, reliable and honest, and we support them with training and clear goals. Good work is noticed here, and many of our managers were promoted from within.',
          ],
        },
        {
          heading: 'How to apply',
          paragraphs: [
            'Complete the application form on this page and attach your CV as a PDF or an image of up to 2 MB. Our human resources team reviews every application and will contact shortlisted candidates by phone or email. If there is no suitable vacancy today, we keep your details on file for future openings.',
          ],
        },
      ],
    },
    ar: {
      title: 'الوظائف',
      metaDescription:
        'ابنِ مسيرتك المهنية مع شركة عائلية إماراتية تأسست عام 1996. انضم إلى أكثر من 300 زميل في وظائف التأجير والأساطيل والمبيعات والدعم في أكثر من 10 مواقع.',
      metaKeywords:
        'وظائف في الإمارات, وظائف تأجير السيارات, وظائف في أبوظبي, وظائف في دبي, وظائف في العين, وظائف قطاع السيارات',
      heading: 'انضم إلى فريقنا',
      intro:
        'موظفونا هم السبب في عودة عملائنا إلينا. يعمل أكثر من 300 زميل من جنسيات متعددة في أكثر من 10 مواقع في أنحاء الإمارات، وكثير منهم نما معنا من وظيفته الأولى حتى قيادة فرع أو قسم. إن كنت تحب مساعدة الناس وتتحمل مسؤولية عملك، فيسعدنا أن نتعرف عليك.',
      sections: [
        {
          heading: 'لماذا تعمل معنا',
          bullets: [
            'شركة عائلية راسخة تعمل منذ عام 1996.',
            'تدريب أثناء العمل وفرصة حقيقية للترقي إلى مناصب قيادية.',
            'فريق ودود ومتنوع يُصغي إلى أفكارك.',
            'مواقع عمل في العين وأبوظبي ودبي والشارقة ورأس الخيمة والمطار.',
            'مزايا وفق قانون العمل الإماراتي، تشمل التأمين الصحي والإجازة السنوية ومكافأة نهاية الخدمة.',
          ],
        },
        {
          heading: 'مجالات العمل لدينا',
          bullets: [
            'خدمة العملاء وموظفو مكاتب الفروع',
            'السائقون والسائقون الخاصون المحترفون',
            'فنيو الورش وتجهيز المركبات',
            'تنسيق الأسطول والخدمات اللوجستية والتوصيل',
            'مبيعات التأجير طويل الأمد وحسابات الشركات والسيارات المستعملة',
            'المالية والموارد البشرية وتقنية المعلومات والتحول الرقمي',
          ],
        },
        {
          heading: 'الحياة في فريقنا',
          paragraphs: [
            'فروعنا أماكن حيوية وودودة لا يشبه فيها يوم آخر. ففي الصباح قد تساعد عائلة قادمة من الخارج على التخطيط لأول رحلة لها إلى جبل حفيت، وفي المساء تسلّم أسطولاً جديداً من الشاحنات الصغيرة إلى أحد عملائنا من الشركات. نبحث عن أشخاص صبورين وموثوقين وصادقين، وندعمهم بالتدريب وبأهداف واضحة. العمل الجيد يلقى التقدير هنا، وكثير من مديرينا تمت ترقيتهم من داخل الشركة.',
          ],
        },
        {
          heading: 'كيفية التقديم',
          paragraphs: [
            'املأ نموذج التقديم في هذه الصفحة وأرفق سيرتك الذاتية بصيغة PDF أو صورة لا يتجاوز حجمها 2 ميغابايت. يراجع فريق الموارد البشرية كل طلب، وسيتواصل مع المرشحين المختارين عبر الهاتف أو البريد الإلكتروني. وإن لم تتوفر وظيفة مناسبة حالياً، نحتفظ ببياناتك للفرص المستقبلية.',
          ],
        },
      ],
    },
  },

  award: {
    en: {
      title: 'Awards & Recognition',
      metaDescription:
        'Awards and recognition earned by our UAE car rental and leasing company and its people, and the service standards behind them, since we started in 1996.',
      heading: 'Awards & Recognition',
      intro:
        'Every recognition we receive belongs first to our team: the counter staff who greet customers at dawn at the airport, the technicians who prepare each car, and the drivers who deliver them across the Emirates. This page brings together the recognition our company and our people have received from partners, manufacturers and customers.',
      sections: [
        {
          heading: 'What recognition means to us',
          paragraphs: [
            'We do not chase awards for their own sake. We value them because they confirm, from outside our company, that we are keeping the promise we have made since 1996: safe, well-prepared cars, honest prices and service that goes the extra mile.',
            'Just as valuable is the recognition we hear every day: the customer who writes to thank a colleague by name, the company that renews its lease for another term, the family who rent from us every time they visit. We share these messages with the whole team, because they show what good service looks like in practice.',
          ],
        },
        {
          heading: 'The standards behind it',
          bullets: [
            'Vehicles checked, cleaned and serviced to the manufacturer’s schedule.',
            'Full prices, including {vatPercent} VAT, shown before the customer confirms.',
            'Clear rental terms and help with Salik, fines and RTA matters.',
            'Customer feedback read and answered, with every suggestion passed to the team concerned.',
            'Visitors helped to understand UAE road rules before they drive away.',
          ],
        },
        {
          heading: 'Our thanks',
          paragraphs: [
            'Thank you to our customers, whose feedback and loyalty are the recognition that matters most, and to our partners, who help us raise our standards every year. If a colleague made your journey easier, tell us through our feedback form: every message reaches the team.',
          ],
        },
      ],
    },
    ar: {
      title: 'الجوائز والتقدير',
      metaDescription:
        'الجوائز والتقديرات التي نالتها شركتنا الإماراتية لتأجير السيارات والتأجير طويل الأمد ونالها فريقها منذ انطلاقتنا عام 1996، ومعايير الخدمة التي تقف وراءها.',
      heading: 'الجوائز والتقدير',
      intro:
        'كل تقدير نحصل عليه هو أولاً لفريقنا: موظفو المكاتب الذين يستقبلون العملاء في المطار مع ساعات الفجر الأولى، والفنيون الذين يجهزون كل سيارة، والسائقون الذين يوصلونها في أنحاء الإمارات. تجمع هذه الصفحة التقديرات التي نالتها شركتنا وموظفونا من الشركاء والشركات المصنّعة والعملاء.',
      sections: [
        {
          heading: 'ماذا يعني التقدير لنا',
          paragraphs: [
            'لا نسعى إلى الجوائز لذاتها، بل نقدّرها لأنها تؤكد، من خارج شركتنا، أننا نفي بالوعد الذي قطعناه منذ عام 1996: سيارات آمنة ومجهزة جيداً، وأسعار صادقة، وخدمة تتجاوز التوقعات.',
            'ولا يقل عن ذلك قيمةً التقديرُ الذي نسمعه كل يوم: العميل الذي يكتب ليشكر أحد زملائنا باسمه، والشركة التي تجدد عقد التأجير لمدة أخرى، والعائلة التي تستأجر منا في كل زيارة. ونشارك هذه الرسائل مع الفريق بأكمله، لأنها تجسد الخدمة الجيدة على أرض الواقع.',
          ],
        },
        {
          heading: 'المعايير التي تقف وراءه',
          bullets: [
            'سيارات تُفحص وتُنظف وتُصان وفق جدول الشركة المصنّعة.',
            'أسعار كاملة شاملة ضريبة القيمة المضافة البالغة {vatPercent} تظهر قبل أن يؤكد العميل حجزه.',
            'شروط تأجير واضحة ومساعدة في رسوم سالك والمخالفات ومعاملات هيئة الطرق والمواصلات.',
            'قراءة ملاحظات العملاء والرد عليها، وإحالة كل اقتراح إلى الفريق المعني.',
            'مساعدة الزوار على فهم قواعد المرور في الإمارات قبل انطلاقهم.',
          ],
        },
        {
          heading: 'شكرنا',
          paragraphs: [
            'شكراً لعملائنا، فملاحظاتهم ووفاؤهم هي التقدير الأهم، ولشركائنا الذين يساعدوننا على الارتقاء بمعاييرنا عاماً بعد عام. وإذا سهّل أحد زملائنا رحلتك، فأخبرنا عبر نموذج الملاحظات، فكل رسالة تصل إلى الفريق.',
          ],
        },
      ],
    },
  },

  csr: {
    en: {
      title: 'Corporate Social Responsibility',
      metaDescription:
        'How our UAE car rental and leasing company supports road safety, the environment, our people and local communities, as part of a family group.',
      metaKeywords:
        'corporate social responsibility, CSR UAE, road safety UAE, sustainable fleet, community initiatives',
      heading: 'Corporate Social Responsibility',
      intro:
        'As a family company that has grown with the UAE since 1996, we believe we owe something back to the country and the communities that made our success possible. Our approach to responsibility starts with our everyday work: the cars we put on the road, the way we treat our people and the way we do business.',
      sections: [
        {
          heading: 'Road safety',
          paragraphs: [
            'Safe roads are at the heart of our business. Every vehicle is inspected before each rental and serviced on schedule, tyres and brakes are checked at every return, and we supply certified child seats on request. Our counter staff remind customers of the essentials: seat belts for every passenger, no phones at the wheel and respect for speed limits. For visitors new to UAE roads, we also explain local rules such as roundabout priority, lane discipline and zero tolerance of drink-driving.',
          ],
        },
        {
          heading: 'Environment',
          paragraphs: [
            'We renew our fleet regularly so that customers drive newer, more fuel-efficient vehicles, and we help corporate clients choose the right-sized cars for their needs. Used oil, batteries and tyres from our workshops are handled through licensed recyclers.',
          ],
        },
        {
          heading: 'Our people and communities',
          bullets: [
            'Training and career development for colleagues at every level, including UAE nationals starting their careers.',
            'Support for community and charitable initiatives, especially during the Holy Month of Ramadan.',
            'Fair, respectful working conditions for our team of more than 300 people.',
          ],
        },
        {
          heading: 'Doing business responsibly',
          paragraphs: [
            'We comply with UAE laws and RTA requirements, price our services transparently with VAT shown in full, and protect our customers’ personal data. We expect the same standards from our suppliers and partners.',
          ],
        },
      ],
      cta: { label: 'Propose a community partnership', to: '/contact-us' },
    },
    ar: {
      title: 'المسؤولية الاجتماعية',
      metaDescription:
        'كيف تدعم شركتنا الإماراتية لتأجير السيارات السلامة المرورية والبيئة وموظفينا والمجتمعات المحلية، بصفتها جزءاً من مجموعة عائلية متجذرة في الإمارات.',
      metaKeywords:
        'المسؤولية الاجتماعية للشركات, المسؤولية المجتمعية في الإمارات, السلامة المرورية, أسطول مستدام, مبادرات مجتمعية',
      heading: 'المسؤولية الاجتماعية',
      intro:
        'بصفتنا شركة عائلية نمت مع دولة الإمارات منذ عام 1996، نؤمن بأن علينا أن نرد الجميل للوطن وللمجتمعات التي أسهمت في نجاحنا. ويبدأ نهجنا في المسؤولية من عملنا اليومي: السيارات التي نضعها على الطريق، وطريقة تعاملنا مع موظفينا، وأسلوب ممارستنا لأعمالنا.',
      sections: [
        {
          heading: 'السلامة المرورية',
          paragraphs: [
            'الطرق الآمنة في صميم عملنا. تُفحص كل مركبة قبل كل عملية تأجير وتخضع للصيانة في مواعيدها، وتُفحص الإطارات والمكابح عند كل إعادة، ونوفر مقاعد أطفال معتمدة عند الطلب. ويذكّر موظفو مكاتبنا العملاء بالأساسيات: حزام الأمان لكل راكب، وعدم استخدام الهاتف أثناء القيادة، والالتزام بحدود السرعة. كما نشرح للزوار الجدد على طرق الإمارات القواعد المحلية، مثل أولوية المرور عند الدوّارات والالتزام بالمسارات وعدم التسامح مطلقاً مع القيادة تحت تأثير الكحول.',
          ],
        },
        {
          heading: 'البيئة',
          paragraphs: [
            'نجدد أسطولنا بانتظام ليقود عملاؤنا سيارات أحدث وأكثر كفاءة في استهلاك الوقود، ونساعد عملاءنا من الشركات على اختيار السيارات المناسبة لاحتياجاتهم دون زيادة. ونتخلص من الزيوت المستعملة والبطاريات والإطارات في ورشنا عبر جهات إعادة تدوير مرخصة.',
          ],
        },
        {
          heading: 'موظفونا ومجتمعاتنا',
          bullets: [
            'التدريب والتطوير المهني للزملاء على جميع المستويات، بمن فيهم المواطنون الإماراتيون في بداية مسيرتهم.',
            'دعم المبادرات المجتمعية والخيرية، لا سيما خلال شهر رمضان المبارك.',
            'ظروف عمل عادلة ومحترمة لفريقنا الذي يضم أكثر من 300 موظف.',
          ],
        },
        {
          heading: 'ممارسة الأعمال بمسؤولية',
          paragraphs: [
            'نلتزم بقوانين الدولة ومتطلبات هيئة الطرق والمواصلات، ونسعّر خدماتنا بشفافية مع إظهار ضريبة القيمة المضافة كاملة، ونحمي البيانات الشخصية لعملائنا. ونتوقع المعايير ذاتها من مورّدينا وشركائنا.',
          ],
        },
      ],
      cta: { label: 'اقترح شراكة مجتمعية', to: '/contact-us' },
    },
  },
} satisfies Record<string, LocalizedPageCopy>;
