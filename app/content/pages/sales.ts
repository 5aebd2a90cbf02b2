import type { LocalizedPageCopy } from './types';

/** Pre-owned car sales, sale and lease back, car sharing and the pre-owned buying guide (/auction). */
export const salesPages = {
  'selling-preowned-cars': {
    en: {
      title: 'Certified Pre-Owned Cars for Sale',
      metaDescription:
        'Buy a certified pre-owned car in the UAE: inspected by our technicians, with a known service history, financing options and trade-in of your current car.',
      metaKeywords:
        'used cars UAE, pre-owned cars Abu Dhabi, used cars Dubai, certified pre-owned, used car financing, car trade-in',
      heading: 'Selling Pre-Owned Cars',
      intro:
        'Buying a used car should not be a gamble. Our certified pre-owned cars come largely from our own fleet, where they have been serviced on schedule since the day they were new. Before sale, each one is inspected and prepared by our technicians, so you know exactly what you are buying.',
      sections: [
        {
          heading: 'Inspected before sale',
          bullets: [
            'Engine, gearbox, steering and suspension',
            'Brakes, tyres and wheel alignment',
            'Air conditioning, a must for UAE summers',
            'Electrics, lights and in-car technology',
            'Bodywork, paint and interior condition',
            'Service history and odometer reading',
          ],
        },
        {
          heading: 'Clear information on every car',
          paragraphs: [
            'Each car’s page shows its model year, mileage, engine size, colour, body type, transmission and, where it applies, the remaining warranty. Our sales team is happy to share the inspection report and arrange a viewing or test drive at one of our showrooms. You can send an enquiry about any car straight from its page.',
          ],
        },
        {
          heading: 'Why buy from us',
          bullets: [
            'Cars with a known history, most of them from our own fleet.',
            'Every car inspected and prepared in our own workshops.',
            'Honest, fixed prices, with no bidding and no pressure.',
            'Financing, insurance, trade-in and ownership transfer arranged in one place.',
          ],
        },
        {
          heading: 'Financing and trade-in',
          paragraphs: [
            'We can help arrange car financing with a down payment and monthly instalments that suit your budget, subject to the lender’s approval. If you have a car to sell, we will value it and deduct the agreed amount from the price of your next one, and we take care of the ownership transfer paperwork for both cars.',
          ],
        },
      ],
      cta: { label: 'View pre-owned cars', to: '/preowned-cars' },
    },
    ar: {
      title: 'سيارات مستعملة معتمدة للبيع',
      metaDescription:
        'اشترِ سيارة مستعملة معتمدة في الإمارات: فحصها فنيونا، ولها سجل صيانة معروف، مع خيارات للتمويل وإمكانية استبدال سيارتك الحالية.',
      metaKeywords:
        'سيارات مستعملة في الإمارات, سيارات مستعملة أبوظبي, سيارات مستعملة دبي, سيارات مستعملة معتمدة, تمويل السيارات المستعملة, استبدال السيارة',
      heading: 'بيع السيارات المستعملة',
      intro:
        'لا ينبغي أن يكون شراء سيارة مستعملة مجازفة. فمعظم سياراتنا المستعملة المعتمدة تأتي من أسطولنا، حيث خضعت للصيانة في مواعيدها منذ أن كانت جديدة. وقبل البيع، يفحص فنيونا كل سيارة ويجهزونها، لتعرف تماماً ما تشتريه.',
      sections: [
        {
          heading: 'فحص شامل قبل البيع',
          bullets: [
            'المحرك وناقل الحركة ونظام التوجيه والتعليق',
            'المكابح والإطارات وضبط زوايا العجلات',
            'مكيف الهواء، وهو ضرورة في صيف الإمارات',
            'الأنظمة الكهربائية والإضاءة والتقنيات داخل السيارة',
            'حالة الهيكل والطلاء والمقصورة الداخلية',
            'سجل الصيانة وقراءة عداد المسافات',
          ],
        },
        {
          heading: 'معلومات واضحة عن كل سيارة',
          paragraphs: [
            'تعرض صفحة كل سيارة سنة الصنع والمسافة المقطوعة وسعة المحرك واللون ونوع الهيكل وناقل الحركة، والضمان المتبقي إن وجد. ويسعد فريق المبيعات بمشاركتك تقرير الفحص وترتيب معاينة السيارة أو تجربة قيادتها في أحد معارضنا. ويمكنك إرسال استفسار عن أي سيارة مباشرة من صفحتها.',
          ],
        },
        {
          heading: 'لماذا تشتري منا',
          bullets: [
            'سيارات بسجل معروف، معظمها من أسطولنا.',
            'فحص كل سيارة وتجهيزها في ورشنا.',
            'أسعار ثابتة وصادقة، دون مزايدة ودون ضغط.',
            'ترتيب التمويل والتأمين والاستبدال ونقل الملكية في مكان واحد.',
          ],
        },
        {
          heading: 'التمويل والاستبدال',
          paragraphs: [
            'يمكننا مساعدتك في ترتيب تمويل للسيارة بدفعة أولى وأقساط شهرية تناسب ميزانيتك، وفقاً لموافقة جهة التمويل. وإن كانت لديك سيارة تريد بيعها، نقيّمها ونخصم المبلغ المتفق عليه من سعر سيارتك الجديدة، ونتولى إجراءات نقل الملكية للسيارتين.',
          ],
        },
      ],
      cta: { label: 'تصفح السيارات المستعملة', to: '/preowned-cars' },
    },
  },

  'sale-lease-back': {
    en: {
      title: 'Sale and Lease Back',
      metaDescription:
        'Release the capital tied up in your company vehicles: we buy your fleet at a fair value and lease it back to you, with maintenance and management included.',
      metaKeywords:
        'sale and lease back UAE, fleet sale and leaseback, release capital vehicles, corporate fleet leasing, fleet financing',
      heading: 'Sale and Lease Back',
      intro:
        'If your company owns its vehicles, a large part of your capital may be sitting in your car park. With sale and lease back, we buy your vehicles at a fair market value and lease them straight back to you, so your teams keep driving the same cars while your business gains cash to invest where it matters.',
      sections: [
        {
          heading: 'How it works',
          steps: [
            {
              title: 'Valuation',
              text: 'Our specialists inspect your vehicles and agree a fair purchase price with you.',
            },
            {
              title: 'Purchase',
              text: 'We buy the vehicles and pay you the agreed amount, with ownership transferred in line with RTA procedures.',
            },
            {
              title: 'Lease back',
              text: 'You lease the same vehicles from us for a fixed monthly payment, with no interruption to your operations.',
            },
          ],
        },
        {
          heading: 'The benefits',
          bullets: [
            'Immediate cash from assets that lose value every year.',
            'A fixed, predictable monthly cost in place of ownership costs.',
            'Maintenance, registration, insurance and replacement vehicles handled by us.',
            'The option to renew older vehicles with new ones as contracts end.',
            'A single monthly invoice in place of many separate bills.',
          ],
        },
        {
          heading: 'Who it suits',
          paragraphs: [
            'Sale and lease back suits companies of any size that own ten vehicles or a few hundred and want to strengthen their cash flow, simplify their operations or move gradually to a fully leased fleet.',
            'It can also be the first step towards handing over the whole burden of your fleet. Once the vehicles are ours, our fleet management service can take over servicing, renewals, Salik and fines, and replace older cars with new ones as they reach the end of their working life.',
          ],
        },
      ],
      cta: { label: 'Talk to our fleet team', to: '/enquiry' },
    },
    ar: {
      title: 'البيع وإعادة الاستئجار',
      metaDescription:
        'حرّر رأس المال المجمّد في مركبات شركتك: نشتري أسطولك بقيمة عادلة ونعيد تأجيره إليك، مع شمول الصيانة والإدارة.',
      metaKeywords:
        'البيع وإعادة الاستئجار في الإمارات, بيع الأسطول وإعادة استئجاره, تحرير رأس المال, تأجير أساطيل الشركات, تمويل الأساطيل',
      heading: 'البيع وإعادة الاستئجار',
      intro:
        'إذا كانت شركتك تملك مركباتها، فقد يكون جزء كبير من رأس مالها متوقفاً في موقف السيارات. ومع خدمة البيع وإعادة الاستئجار، نشتري مركباتك بقيمة سوقية عادلة ونعيد تأجيرها إليك مباشرة، فتواصل فرقك قيادة السيارات ذاتها وتحصل شركتك على سيولة تستثمرها حيث تحتاج.',
      sections: [
        {
          heading: 'كيف تعمل',
          steps: [
            {
              title: 'التقييم',
              text: 'يفحص مختصونا مركباتك ونتفق معك على سعر شراء عادل.',
            },
            {
              title: 'الشراء',
              text: 'نشتري المركبات وندفع لك المبلغ المتفق عليه، وتُنقل الملكية وفق إجراءات هيئة الطرق والمواصلات.',
            },
            {
              title: 'إعادة الاستئجار',
              text: 'تستأجر المركبات ذاتها منا مقابل دفعة شهرية ثابتة، دون أي انقطاع في أعمالك.',
            },
          ],
        },
        {
          heading: 'المزايا',
          bullets: [
            'سيولة فورية من أصول تفقد جزءاً من قيمتها كل عام.',
            'تكلفة شهرية ثابتة ومتوقعة بدلاً من تكاليف التملك.',
            'نتولى الصيانة والتسجيل والتأمين والمركبات البديلة.',
            'إمكانية استبدال المركبات القديمة بأخرى جديدة عند انتهاء العقود.',
            'فاتورة شهرية واحدة بدلاً من فواتير متفرقة كثيرة.',
          ],
        },
        {
          heading: 'لمن تناسب',
          paragraphs: [
            'تناسب خدمة البيع وإعادة الاستئجار الشركات من جميع الأحجام، سواء كانت تملك عشر مركبات أو بضع مئات، وترغب في تعزيز تدفقاتها النقدية أو تبسيط عملياتها أو الانتقال تدريجياً إلى أسطول مستأجر بالكامل.',
            'وقد تكون أيضاً الخطوة الأولى نحو التخلص من عبء أسطولك بالكامل. فبعد انتقال ملكية المركبات إلينا، يمكن لخدمة إدارة الأساطيل لدينا تولي الصيانة والتجديد ورسوم سالك والمخالفات، واستبدال السيارات القديمة بأخرى جديدة عند انتهاء عمرها التشغيلي.',
          ],
        },
      ],
      cta: { label: 'تحدث إلى فريق الأساطيل', to: '/enquiry' },
    },
  },

  'car-sharing': {
    en: {
      title: 'Car Sharing',
      metaDescription:
        'Flexible car access without the cost of ownership: shared pool cars for companies and short-term rentals for households, managed by our UAE team.',
      metaKeywords:
        'car sharing UAE, pool cars, shared company cars, flexible car rental, car access without ownership',
      heading: 'Car Sharing',
      intro:
        'Not every driver needs a car every day. Sharing vehicles, within a family or across a team, gives you a car when you need one without paying for it when you do not. Our flexible rental and pool-car arrangements make that simple.',
      sections: [
        {
          heading: 'For households',
          paragraphs: [
            'Need a second car for a visiting relative, a busy month or a family trip? Rent by the day, week or month and add the other drivers in your family to the same rental as additional drivers, so everyone is insured to drive it. Monthly rentals include servicing, so there is nothing else to arrange.',
          ],
        },
        {
          heading: 'For companies: shared pool cars',
          paragraphs: [
            'Instead of assigning a car to every employee, many organisations keep a shared pool of vehicles that staff book when they need them. We supply and maintain the pool, handle Salik and fines, and adjust its size as your needs change, so you pay only for the cars you really use.',
          ],
        },
        {
          heading: 'Why share',
          bullets: [
            'Pay only for the days, weeks or months you actually use a car.',
            'No loan, depreciation, insurance renewals or servicing to arrange.',
            'A different car for each need: a compact for the city, an SUV for a weekend in the mountains.',
            'For companies, fewer idle vehicles and lower fleet costs.',
          ],
        },
        {
          heading: 'Getting started',
          paragraphs: [
            'Every driver registers once with their Emirates ID or passport and driving licence. After our team has checked the documents, booking takes only a few minutes. For a company pool, tell us how many people will use it and how often, and we will suggest the right number of vehicles.',
          ],
        },
      ],
      cta: { label: 'See how registration works', to: '/registration-guide' },
    },
    ar: {
      title: 'مشاركة السيارات',
      metaDescription:
        'وصول مرن إلى السيارات دون تكاليف التملك: سيارات مشتركة للشركات وتأجير قصير الأمد للعائلات، يديرها فريقنا في الإمارات.',
      metaKeywords: 'مشاركة السيارات في الإمارات, سيارات مشتركة للشركات, تأجير سيارات مرن, سيارة دون تملك',
      heading: 'مشاركة السيارات',
      intro:
        'ليس كل سائق بحاجة إلى سيارة كل يوم. ومشاركة المركبات، سواء داخل العائلة أو بين أفراد فريق العمل، تمنحك سيارة حين تحتاجها دون أن تدفع ثمنها حين لا تحتاجها. وتجعل خيارات التأجير المرنة وترتيبات السيارات المشتركة لدينا ذلك أمراً سهلاً.',
      sections: [
        {
          heading: 'للعائلات',
          paragraphs: [
            'هل تحتاج سيارة ثانية لقريب في زيارة، أو لشهر مزدحم، أو لرحلة عائلية؟ استأجر باليوم أو الأسبوع أو الشهر، وأضف السائقين الآخرين من عائلتك إلى عقد التأجير ذاته بصفتهم سائقين إضافيين، ليكون الجميع مشمولين بالتأمين عند القيادة. وتشمل الإيجارات الشهرية الصيانة، فلا يبقى عليك ما تتابعه.',
          ],
        },
        {
          heading: 'للشركات: سيارات مشتركة',
          paragraphs: [
            'بدلاً من تخصيص سيارة لكل موظف، تحتفظ مؤسسات كثيرة بمجموعة مشتركة من المركبات يحجزها الموظفون عند الحاجة. نحن نوفر هذه المركبات ونصونها، ونتولى رسوم سالك والمخالفات، ونعدّل عددها مع تغير احتياجاتك، لتدفع فقط مقابل السيارات التي تستخدمها فعلاً.',
          ],
        },
        {
          heading: 'لماذا المشاركة',
          bullets: [
            'ادفع فقط مقابل الأيام أو الأسابيع أو الأشهر التي تستخدم فيها السيارة فعلاً.',
            'لا قروض ولا انخفاض في القيمة ولا تجديد للتأمين ولا مواعيد صيانة تتابعها.',
            'سيارة مختلفة لكل حاجة: سيارة مدمجة للمدينة، وسيارة دفع رباعي لعطلة في الجبال.',
            'وللشركات، مركبات متوقفة أقل وتكاليف أسطول أدنى.',
          ],
        },
        {
          heading: 'كيف تبدأ',
          paragraphs: [
            'يسجل كل سائق مرة واحدة ببطاقة الهوية الإماراتية أو جواز السفر ورخصة القيادة. وبعد أن يتحقق فريقنا من المستندات، لا يستغرق الحجز سوى دقائق. أما لمجموعة سيارات الشركة، فأخبرنا بعدد المستخدمين ومعدل الاستخدام، وسنقترح عليك العدد المناسب من المركبات.',
          ],
        },
      ],
      cta: { label: 'تعرّف على خطوات التسجيل', to: '/registration-guide' },
    },
  },
} satisfies Record<string, LocalizedPageCopy>;
