import type { LocalizedPageCopy } from './types';

/** Chauffeur services, fleet management, fleet consultancy and outsourcing. */
export const servicesMorePages = {
  'chauffeur-services': {
    en: {
      title: 'Chauffeur Services',
      metaDescription:
        'Professional chauffeur services in Abu Dhabi, Dubai, Al Ain and across the UAE: airport transfers, business travel, events and VIP guests, by the hour or day.',
      metaKeywords:
        'chauffeur service UAE, chauffeur Dubai, chauffeur Abu Dhabi, airport transfer, car with driver, VIP chauffeur',
      heading: 'Chauffeur Services',
      intro:
        'Sit back and let one of our professional chauffeurs take the wheel. Whether you are meeting a client in Dubai, collecting guests from the airport or travelling to a family celebration in Al Ain, we will get you there on time, relaxed and in comfort.',
      sections: [
        {
          heading: 'Where we can take you',
          bullets: [
            'Airport transfers, with flight tracking and a meet-and-greet on arrival.',
            'Business travel between meetings, offices and emirates.',
            'Weddings, events and conferences, for guests and delegations.',
            'Sightseeing days across the UAE, from Abu Dhabi to Ras Al Khaimah.',
            'Monthly chauffeur contracts for executives and families.',
          ],
        },
        {
          heading: 'Our chauffeurs',
          paragraphs: [
            'Every chauffeur holds a valid UAE driving licence, is experienced on the country’s roads and is trained in safe, courteous driving. They are smartly dressed, punctual and discreet, and know the routes, car parks and drop-off points of the main hotels, venues and business districts. Before each journey, your chauffeur is briefed on your schedule.',
          ],
        },
        {
          heading: 'Comfort and peace of mind',
          bullets: [
            'Vehicles cleaned and checked before every journey.',
            'Child seats available on request for family transfers.',
            'The same chauffeur for repeat bookings and monthly contracts, wherever possible.',
            'One point of contact for any change to times or pick-up points.',
          ],
        },
        {
          heading: 'Vehicles and booking',
          paragraphs: [
            'Choose an executive saloon, a luxury car, a spacious SUV or a minivan for groups. Book by the hour, the half day, the full day or on a monthly contract: send us your dates, pick-up points and number of passengers with the form on this page, and our team will confirm the vehicle, the chauffeur and the price.',
          ],
        },
      ],
      cta: { label: 'Plan a tour of the UAE', to: '/tour' },
    },
    ar: {
      title: 'خدمات السائق الخاص',
      metaDescription:
        'خدمات سائق خاص محترف في أبوظبي ودبي والعين وجميع أنحاء الإمارات: التنقل من المطار وإليه ورحلات العمل والمناسبات وكبار الضيوف، بالساعة أو باليوم.',
      metaKeywords:
        'خدمة سائق خاص في الإمارات, سائق خاص دبي, سائق خاص أبوظبي, توصيل من المطار, سيارة مع سائق, سائق لكبار الشخصيات',
      heading: 'خدمات السائق الخاص',
      intro:
        'استرخِ ودع أحد سائقينا المحترفين يتولى القيادة. سواء كنت ذاهباً للقاء عميل في دبي، أو لاستقبال ضيوف من المطار، أو مسافراً إلى مناسبة عائلية في العين، سنوصلك في الموعد المحدد مسترخياً وفي راحة تامة.',
      sections: [
        {
          heading: 'إلى أين نأخذك',
          bullets: [
            'التنقل من المطار وإليه، مع متابعة موعد الرحلة والاستقبال عند الوصول.',
            'رحلات العمل بين الاجتماعات والمكاتب والإمارات.',
            'حفلات الزفاف والمناسبات والمؤتمرات، للضيوف والوفود.',
            'جولات سياحية في أنحاء الإمارات، من أبوظبي إلى رأس الخيمة.',
            'عقود شهرية لسائق خاص للمديرين التنفيذيين والعائلات.',
          ],
        },
        {
          heading: 'سائقونا',
          paragraphs: [
            'يحمل كل سائق من سائقينا رخصة قيادة إماراتية سارية، ويتمتع بخبرة في طرق الدولة، ومدرَّب على القيادة الآمنة واللباقة. يتميزون بحسن المظهر والالتزام بالمواعيد والتكتم، ويعرفون الطرق ومواقف السيارات ونقاط الإنزال في أبرز الفنادق والمرافق ومناطق الأعمال. وقبل كل رحلة، يُطلَع سائقك على جدول مواعيدك.',
          ],
        },
        {
          heading: 'الراحة وراحة البال',
          bullets: [
            'مركبات تُنظف وتُفحص قبل كل رحلة.',
            'مقاعد أطفال متاحة عند الطلب لرحلات العائلات.',
            'السائق نفسه للحجوزات المتكررة والعقود الشهرية كلما أمكن ذلك.',
            'جهة تواصل واحدة لأي تغيير في المواعيد أو نقاط الاستلام.',
          ],
        },
        {
          heading: 'المركبات والحجز',
          paragraphs: [
            'اختر سيارة سيدان تنفيذية، أو سيارة فاخرة، أو سيارة دفع رباعي واسعة، أو حافلة صغيرة للمجموعات. احجز بالساعة أو لنصف يوم أو ليوم كامل أو بعقد شهري: أرسل إلينا المواعيد ونقاط الاستلام وعدد الركاب عبر النموذج في هذه الصفحة، وسيؤكد فريقنا المركبة والسائق والسعر.',
          ],
        },
      ],
      cta: { label: 'خطط لجولة في الإمارات', to: '/tour' },
    },
  },

  'fleet-managment': {
    en: {
      title: 'Fleet Management',
      metaDescription:
        'Fleet management for UAE businesses: servicing, registration, insurance, Salik, traffic fines and replacement vehicles handled by one experienced partner.',
      metaKeywords:
        'fleet management UAE, fleet management Dubai, fleet management Abu Dhabi, corporate fleet services, vehicle fleet maintenance',
      heading: 'Fleet Management',
      intro:
        'Running a fleet takes time, people and attention that most businesses would rather spend on their customers. Our fleet management service takes care of your vehicles from the day they join your fleet to the day they leave it, whether you own them or lease them from us.',
      sections: [
        {
          heading: 'What we take off your hands',
          bullets: [
            'Scheduled servicing, repairs, tyres and seasonal checks.',
            'Registration renewals, insurance and RTA requirements.',
            'Salik tolls and traffic fines, recorded and allocated to the right driver.',
            'Replacement vehicles while a car is off the road.',
            '24/7 roadside assistance and accident management.',
            'Remarketing of vehicles at the end of their service life.',
          ],
        },
        {
          heading: 'Visibility and control',
          paragraphs: [
            'You receive clear monthly reports on costs, mileage, fines and vehicle condition, so you can see where your money goes and plan replacements in good time. One account manager is your single point of contact for every vehicle and every question.',
          ],
        },
        {
          heading: 'How we get started',
          steps: [
            {
              title: 'Review your fleet',
              text: 'We look at your vehicles, contracts and running costs, and agree with you the services you need.',
            },
            {
              title: 'Take over the administration',
              text: 'We set up servicing schedules, renewals, Salik and fines processes, and a single monthly invoice.',
            },
            {
              title: 'Report and improve',
              text: 'Monthly reports and regular reviews show where costs can fall and service can improve.',
            },
          ],
        },
        {
          heading: 'Why businesses choose us',
          paragraphs: [
            'We have looked after vehicles in the UAE since 1996, and we run our own workshops, preparation teams and 10+ locations across the country. That means faster turnarounds, consistent standards and support wherever your drivers are, from Al Ain to Ras Al Khaimah.',
          ],
        },
      ],
      cta: { label: 'Discuss your fleet', to: '/enquiry' },
    },
    ar: {
      title: 'إدارة الأساطيل',
      metaDescription:
        'إدارة الأساطيل للشركات في الإمارات: الصيانة والتسجيل والتأمين ورسوم سالك والمخالفات المرورية والمركبات البديلة، يتولاها شريك واحد ذو خبرة.',
      metaKeywords:
        'إدارة الأساطيل في الإمارات, إدارة أساطيل دبي, إدارة أساطيل أبوظبي, خدمات أساطيل الشركات, صيانة أسطول المركبات',
      heading: 'إدارة الأساطيل',
      intro:
        'يتطلب تشغيل الأسطول وقتاً وموظفين واهتماماً تفضّل معظم الشركات توجيهها إلى عملائها. وتتولى خدمة إدارة الأساطيل لدينا العناية بمركباتك من يوم انضمامها إلى أسطولك حتى يوم خروجها منه، سواء كنت تملكها أو تستأجرها منا.',
      sections: [
        {
          heading: 'ما نتولاه عنك',
          bullets: [
            'الصيانة الدورية والإصلاحات والإطارات والفحوص الموسمية.',
            'تجديد التسجيل والتأمين ومتطلبات هيئة الطرق والمواصلات.',
            'رسوم سالك والمخالفات المرورية، مع تسجيلها ونسبتها إلى السائق المعني.',
            'مركبات بديلة أثناء توقف أي سيارة عن العمل.',
            'المساعدة على الطريق على مدار الساعة وإدارة الحوادث.',
            'إعادة تسويق المركبات في نهاية عمرها التشغيلي.',
          ],
        },
        {
          heading: 'رؤية واضحة وتحكم كامل',
          paragraphs: [
            'تتلقى تقارير شهرية واضحة عن التكاليف والمسافات المقطوعة والمخالفات وحالة المركبات، لتعرف أين تُنفق أموالك وتخطط لاستبدال المركبات في الوقت المناسب. ويكون مدير حساب واحد نقطة تواصلك لكل مركبة وكل استفسار.',
          ],
        },
        {
          heading: 'كيف نبدأ',
          steps: [
            {
              title: 'مراجعة أسطولك',
              text: 'ندرس مركباتك وعقودك وتكاليف التشغيل، ونتفق معك على الخدمات التي تحتاجها.',
            },
            {
              title: 'تولي المهام الإدارية',
              text: 'نضع جداول الصيانة وإجراءات التجديد ومعالجة رسوم سالك والمخالفات، ونصدر فاتورة شهرية موحدة.',
            },
            {
              title: 'التقارير والتحسين',
              text: 'تبيّن التقارير الشهرية والمراجعات الدورية أين يمكن خفض التكاليف وتحسين الخدمة.',
            },
          ],
        },
        {
          heading: 'لماذا تختارنا الشركات',
          paragraphs: [
            'نعتني بالمركبات في الإمارات منذ عام 1996، ولدينا ورشنا وفرق التجهيز الخاصة بنا وأكثر من 10 مواقع في أنحاء الدولة. وهذا يعني إنجازاً أسرع ومعايير ثابتة ودعماً أينما كان سائقوك، من العين إلى رأس الخيمة.',
          ],
        },
      ],
      cta: { label: 'ناقش احتياجات أسطولك', to: '/enquiry' },
    },
  },

  'fleet-consultancy': {
    en: {
      title: 'Fleet Consultancy',
      metaDescription:
        'Independent fleet consultancy in the UAE: right-size your fleet, compare buying and leasing, cut running costs and set clear vehicle and driver policies.',
      metaKeywords:
        'fleet consultancy UAE, fleet consulting, fleet cost reduction, buy or lease vehicles, fleet policy, total cost of ownership',
      heading: 'Fleet Consultancy',
      intro:
        'Vehicles are often one of a company’s largest costs, yet few businesses have the time to examine them closely. Our fleet consultants bring decades of UAE experience to help you run the right vehicles, in the right numbers, at the right cost.',
      sections: [
        {
          heading: 'How we help',
          bullets: [
            'Fleet review: an audit of your vehicles, their use and their true running costs.',
            'Right-sizing: the number and type of vehicles your operation really needs.',
            'Buy, lease or outsource: a clear comparison of total cost of ownership.',
            'Vehicle selection: models suited to UAE heat, distances and your drivers’ work.',
            'Policies: rules for allocation, fuel, Salik, fines and safe driving.',
            'Safety: driver training needs and measures to reduce accidents.',
          ],
        },
        {
          heading: 'Our approach',
          steps: [
            {
              title: 'Review',
              text: 'We meet your team, collect data on your vehicles and costs, and understand how your fleet supports your business.',
            },
            {
              title: 'Recommend',
              text: 'We present practical recommendations with the savings and service improvements you can expect.',
            },
            {
              title: 'Implement',
              text: 'If you wish, we help put the changes in place, from new vehicles and contracts to policies and reporting.',
            },
          ],
        },
        {
          heading: 'Who it is for',
          paragraphs: [
            'Our consultancy serves government entities, large corporations and growing businesses, whether they run a handful of cars or several hundred vehicles across the Emirates.',
            'A review is useful at any time, but especially when many vehicles are due for renewal, when costs have risen without a clear reason, or when your business is expanding into new emirates. Our advice is practical and independent: if leasing from us is not the right answer for you, we will say so.',
          ],
        },
      ],
      cta: { label: 'Book a consultation', to: '/enquiry' },
    },
    ar: {
      title: 'استشارات الأساطيل',
      metaDescription:
        'استشارات مستقلة للأساطيل في الإمارات: حجم مناسب لأسطولك، ومقارنة بين الشراء والتأجير، وخفض تكاليف التشغيل، وسياسات واضحة للمركبات والسائقين.',
      metaKeywords:
        'استشارات الأساطيل في الإمارات, خفض تكاليف الأسطول, شراء أم تأجير المركبات, سياسة الأسطول, التكلفة الإجمالية للملكية',
      heading: 'استشارات الأساطيل',
      intro:
        'كثيراً ما تكون المركبات من أكبر تكاليف الشركة، ومع ذلك قلّما تجد الشركات الوقت لدراستها عن قرب. ويسخّر مستشارو الأساطيل لدينا خبرة عقود في الإمارات لمساعدتك على تشغيل المركبات المناسبة، بالعدد المناسب، وبالتكلفة المناسبة.',
      sections: [
        {
          heading: 'كيف نساعدك',
          bullets: [
            'مراجعة الأسطول: تدقيق في مركباتك وطريقة استخدامها وتكاليف تشغيلها الفعلية.',
            'تحديد الحجم الأمثل: عدد المركبات وأنواعها التي تحتاجها أعمالك فعلاً.',
            'الشراء أو التأجير أو التعهيد: مقارنة واضحة للتكلفة الإجمالية للملكية.',
            'اختيار المركبات: طرازات تلائم حرارة الإمارات والمسافات وطبيعة عمل سائقيك.',
            'السياسات: قواعد لتخصيص المركبات والوقود ورسوم سالك والمخالفات والقيادة الآمنة.',
            'السلامة: احتياجات تدريب السائقين والإجراءات اللازمة للحد من الحوادث.',
          ],
        },
        {
          heading: 'منهجيتنا',
          steps: [
            {
              title: 'المراجعة',
              text: 'نلتقي فريقك ونجمع البيانات عن مركباتك وتكاليفها، ونفهم كيف يدعم أسطولك أعمالك.',
            },
            {
              title: 'التوصيات',
              text: 'نقدم توصيات عملية مع الوفورات وتحسينات الخدمة التي يمكنك توقعها.',
            },
            {
              title: 'التنفيذ',
              text: 'إن رغبت، نساعدك على تطبيق التغييرات، من المركبات والعقود الجديدة إلى السياسات والتقارير.',
            },
          ],
        },
        {
          heading: 'لمن تُقدَّم',
          paragraphs: [
            'تخدم استشاراتنا الجهات الحكومية والشركات الكبرى والمؤسسات النامية، سواء كانت تشغّل بضع سيارات أو مئات المركبات في أنحاء الإمارات.',
            'المراجعة مفيدة في أي وقت، لكنها تزداد أهمية عندما يحين موعد تجديد عدد كبير من المركبات، أو عندما ترتفع التكاليف دون سبب واضح، أو عندما تتوسع أعمالك إلى إمارات جديدة. ومشورتنا عملية ومستقلة: فإذا لم يكن التأجير منا هو الحل الأنسب لك، فسنخبرك بذلك.',
          ],
        },
      ],
      cta: { label: 'احجز استشارة', to: '/enquiry' },
    },
  },

  outsourcing: {
    en: {
      title: 'Vehicle and Driver Outsourcing',
      metaDescription:
        'Outsource your company vehicles and drivers in the UAE: cars, vans, minibuses and buses with trained drivers, maintained and managed under one contract.',
      metaKeywords:
        'vehicle outsourcing UAE, driver outsourcing, staff transportation UAE, bus rental with driver, corporate transport services',
      heading: 'Outsourcing',
      intro:
        'Let us run your transport so you can focus on your business. Our outsourcing service supplies the vehicles your organisation needs, with or without trained drivers, and manages them for you under a single contract with a fixed monthly cost.',
      sections: [
        {
          heading: 'What we provide',
          bullets: [
            'Cars for managers and field teams, from economy to executive models.',
            'Vans, pick-ups and other commercial vehicles for operations and logistics.',
            'Minibuses and buses for staff transportation, with planned routes and schedules.',
            'Professional drivers, selected, trained and supervised by us.',
            'Replacement vehicles and relief drivers to cover servicing, leave and sickness.',
          ],
        },
        {
          heading: 'The benefits',
          paragraphs: [
            'Outsourcing turns an unpredictable cost into a fixed one. You do not need to hire and manage drivers, arrange visas or worry about servicing, insurance, Salik or fines. When a vehicle or driver is unavailable, we provide a replacement so your operation keeps running.',
          ],
        },
        {
          heading: 'Who it suits',
          paragraphs: [
            'Outsourcing suits schools, hospitals, construction and facilities companies, hotels and government entities, from a single car with a driver for a senior manager to buses moving staff between accommodation and sites every day. Whatever the size, you get one contract, one monthly invoice and one team responsible for keeping your people moving.',
          ],
        },
        {
          heading: 'How it works',
          steps: [
            {
              title: 'Understand your needs',
              text: 'We study your routes, shifts, passenger numbers and the work your vehicles do.',
            },
            {
              title: 'Propose a solution',
              text: 'We recommend the vehicles, drivers and service levels, with a clear monthly price.',
            },
            {
              title: 'Deliver and manage',
              text: 'We put the vehicles and drivers in place and manage them day to day, reporting to you every month.',
            },
          ],
        },
      ],
      cta: { label: 'Request a proposal', to: '/enquiry' },
    },
    ar: {
      title: 'تعهيد المركبات والسائقين',
      metaDescription:
        'عهد إلينا بمركبات شركتك وسائقيها في الإمارات: سيارات وشاحنات صغيرة وحافلات مع سائقين مدرَّبين، مع الصيانة والإدارة بموجب عقد واحد.',
      metaKeywords:
        'تعهيد المركبات في الإمارات, توفير سائقين, نقل الموظفين في الإمارات, تأجير حافلات مع سائق, خدمات النقل للشركات',
      heading: 'التعهيد',
      intro:
        'دعنا ندير النقل لديك لتتفرغ لأعمالك. توفر خدمة التعهيد لدينا المركبات التي تحتاجها مؤسستك، مع سائقين مدرَّبين أو من دونهم، ونتولى إدارتها نيابة عنك بموجب عقد واحد وتكلفة شهرية ثابتة.',
      sections: [
        {
          heading: 'ماذا نوفر',
          bullets: [
            'سيارات للمديرين والفرق الميدانية، من الفئة الاقتصادية إلى الطرازات التنفيذية.',
            'شاحنات صغيرة ومركبات بيك أب ومركبات تجارية أخرى للعمليات والخدمات اللوجستية.',
            'حافلات صغيرة وكبيرة لنقل الموظفين، بمسارات وجداول مخططة.',
            'سائقون محترفون نختارهم وندربهم ونشرف عليهم.',
            'مركبات بديلة وسائقون احتياطيون لتغطية فترات الصيانة والإجازات والمرض.',
          ],
        },
        {
          heading: 'المزايا',
          paragraphs: [
            'يحوّل التعهيد تكلفة غير متوقعة إلى تكلفة ثابتة. فلا حاجة إلى توظيف السائقين وإدارتهم أو ترتيب تأشيراتهم، ولا داعي للقلق بشأن الصيانة أو التأمين أو رسوم سالك أو المخالفات. وعندما تتعذر إتاحة مركبة أو سائق، نوفر البديل لتستمر أعمالك دون توقف.',
          ],
        },
        {
          heading: 'لمن يناسب',
          paragraphs: [
            'يناسب التعهيد المدارس والمستشفيات وشركات المقاولات وإدارة المرافق والفنادق والجهات الحكومية، من سيارة واحدة مع سائق لأحد كبار المديرين إلى حافلات تنقل الموظفين يومياً بين السكن ومواقع العمل. وأياً كان الحجم، تحصل على عقد واحد وفاتورة شهرية واحدة وفريق واحد مسؤول عن تنقل موظفيك.',
          ],
        },
        {
          heading: 'كيف يعمل',
          steps: [
            {
              title: 'فهم احتياجاتك',
              text: 'ندرس مساراتك ونوبات العمل وأعداد الركاب والمهام التي تؤديها مركباتك.',
            },
            {
              title: 'اقتراح الحل',
              text: 'نوصي بالمركبات والسائقين ومستويات الخدمة، مع سعر شهري واضح.',
            },
            {
              title: 'التنفيذ والإدارة',
              text: 'نوفر المركبات والسائقين ونديرهم يوماً بيوم، ونرفع إليك تقريراً كل شهر.',
            },
          ],
        },
      ],
      cta: { label: 'اطلب عرضاً', to: '/enquiry' },
    },
  },
} satisfies Record<string, LocalizedPageCopy>;
